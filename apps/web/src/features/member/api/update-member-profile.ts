import type { MemberProfileBody, ProfileUser } from "@kedai/shared";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";

/** PUT /customers/profile: the member's own name, phone and outlet; the email stays as it is. */
function updateMemberProfile(body: MemberProfileBody) {
  return api.put<{ message: string; user: ProfileUser }>("/customers/profile", body);
}

export function useUpdateMemberProfile() {
  return useMutation({ mutationFn: updateMemberProfile });
}

import type { MemberRecord } from "@kedai/shared";
import type { ListQuery } from "../../../lib/list-search";
import { useListQuery } from "../../../lib/use-resource";
import { FRANCHISE_MEMBERS_PATH } from "./customer-lists";

/** GET /customers/franchise: the franchise members with their outlets. */
export function useFranchiseMembers(query?: ListQuery) {
  return useListQuery<MemberRecord>(FRANCHISE_MEMBERS_PATH, "Gagal memuat data.", query);
}

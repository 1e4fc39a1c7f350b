import type { MemberDocumentKind, MemberDocumentRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { MEMBER_DOCUMENTS_PATH } from "./list-member-documents";

/** PUT /member/documents/{kind} (multipart, field `file`): head office replaces a guide file. */
function replaceMemberDocument({ kind, file }: { kind: MemberDocumentKind; file: File }) {
  const form = new FormData();
  form.append("file", file);
  return api.put<{ message: string; data: MemberDocumentRecord }>(`${MEMBER_DOCUMENTS_PATH}/${kind}`, form);
}

export function useReplaceMemberDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replaceMemberDocument,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await client.invalidateQueries({ queryKey: [MEMBER_DOCUMENTS_PATH] });
    },
    onError: (error) => toast.error(messageOf(error, "Gagal menyimpan pengaturan.")),
  });
}

import type { MemberDocumentKind, MemberDocumentRecord } from "@kedai/shared";
import { useListQuery } from "../../../lib/use-resource";

export const MEMBER_DOCUMENTS_PATH = "/member/documents";

/** GET /member/documents: the guide files members may download (and admins replace). */
export function useMemberDocuments() {
  const query = useListQuery<MemberDocumentRecord>(MEMBER_DOCUMENTS_PATH, "Gagal memuat data.");
  return { documents: query.data ?? [], loading: query.isPending };
}

/** Where the browser downloads a guide file: served to members (and admins) only. */
export const memberDocumentUrl = (kind: MemberDocumentKind) => `/api${MEMBER_DOCUMENTS_PATH}/${kind}`;

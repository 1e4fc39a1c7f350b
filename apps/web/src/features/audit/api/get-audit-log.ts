import type { AuditListQuery, AuditRecord } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

/** GET /audit: the audit log of the range (business-time-zone days), one action or all, newest first. */
export function useAuditLog(query: Omit<AuditListQuery, "page" | "limit" | "action"> & { action: string }) {
  return usePagedList<AuditRecord>("/audit", "Gagal memuat audit log.", query);
}

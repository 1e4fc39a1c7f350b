import type { CateringRecord } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

/** GET /catering: the storefront's catering requests, newest first, a page at a time. */
export const useCateringRequests = () =>
  usePagedList<CateringRecord>("/catering", "Gagal memuat permintaan katering.", {});

import type { PrinterBody, PrinterRecord } from "@kedai/shared";
import { namedToasts, useResource } from "../../../lib/use-resource";

export const PRINTERS_PATH = "/printers";

/** The Printer screen's list, form and deletes, with their Indonesian messages. */
export function usePrinters() {
  return useResource<PrinterRecord, PrinterBody>({
    path: PRINTERS_PATH,
    messages: {
      loadFailed: "Gagal memuat data printer.",
      saveFailed: "Gagal menyimpan data printer.",
      deleteFailed: "Gagal menghapus printer.",
      ...namedToasts("Printer"),
    },
  });
}

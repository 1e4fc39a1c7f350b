import type { PrintOutcome } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { PRINTERS_PATH } from "./use-printers";

/** POST /printers/{id}/test: a test page now; the server's message says which printer did not answer. */
function testPrinter(printerId: string) {
  return api.post<PrintOutcome>(`${PRINTERS_PATH}/${encodeURIComponent(printerId)}/test`);
}

export function useTestPrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: testPrinter,
    onSuccess: (outcome) => toast.success(outcome.message),
    onError: (error) => toast.error(messageOf(error, "Gagal mencetak halaman tes.")),
    // The printer's status changed either way.
    onSettled: () => client.invalidateQueries({ queryKey: [PRINTERS_PATH] }),
  });
}

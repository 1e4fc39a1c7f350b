import { tableLabel } from "@kedai/shared";
import { Armchair } from "lucide-react";
import { ErrorAlert } from "../../../components/ui/alert";
import { UNKNOWN_TABLE, useTableByToken } from "../api/get-table-by-token";

/**
 * The table a guest's scanned QR code names, above the menu; or why the code is not known. Loaded
 * only when a code is there (routes/store/order-page.tsx): most visitors never scan one.
 */
export function TableBanner({ token }: { token: string }) {
  const table = useTableByToken(token);
  if (table.isError) return <ErrorAlert>{UNKNOWN_TABLE}</ErrorAlert>;
  if (!table.data) return null;
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
      <Armchair aria-hidden="true" className="size-4" /> {tableLabel(table.data.name)}
    </p>
  );
}

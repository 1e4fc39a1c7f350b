import type { ReactNode } from "react";
import { useConfirm } from "./confirm-provider";

/**
 * The wording of a delete confirmation, the same on every management screen: `kategori "Manis"` →
 * 'Anda yakin ingin menghapus kategori "Manis"? Ini tidak bisa diurungkan.'
 */
export function irreversibleDeleteMessage(what: string): string {
  return `Anda yakin ingin menghapus ${what}? Ini tidak bisa diurungkan.`;
}

/**
 * A delete asks 'Konfirmasi Penghapusan' first, with the message the caller builds for the row
 * (most screens: `irreversibleDeleteMessage(...)`). Resolves true when the user confirmed and
 * `remove` was called.
 */
export function useConfirmDelete<Row>(remove: (row: Row) => unknown, message: (row: Row) => ReactNode) {
  const confirm = useConfirm();
  return async (row: Row): Promise<boolean> => {
    const confirmed = await confirm({ title: "Konfirmasi Penghapusan", message: message(row), tone: "danger" });
    if (confirmed) await remove(row);
    return confirmed;
  };
}

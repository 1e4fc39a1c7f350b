import type { OrderRecord, OrderTotals, OrderType } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toast";
import { createOrder } from "./api/create-order";
import { updateOrder } from "./api/update-order";
import { type CartLine, orderItemsOf } from "./cart";

export const EMPTY_CART = "Keranjang masih kosong!";
export const NO_WAITER = "Silakan pilih waiter terlebih dahulu!";
export const NO_REGISTER = "Sesi kasir tidak aktif.";
export const INVALID_SERVICE_RATE = "Service charge harus berupa angka 0–100.";
const CREATE_FAILED = "Gagal membuat pesanan.";
const UPDATE_FAILED = "Gagal memperbarui pesanan.";

/** Everything the cashier chose for one order. */
export type OrderDraft = {
  lines: CartLine[];
  orderType: OrderType;
  tableId: string | null;
  waiterId: string;
  customerId: string | null;
  /** Null while the field holds something that is not 0–100. */
  serviceRatePercent: number | null;
  promoId: string | null;
  notes: string;
  totals: OrderTotals;
};

/** Why the draft cannot be sent yet, in the order the cashier should fix it; null when it can. */
export function draftProblem(draft: OrderDraft, registerOpen: boolean): string | null {
  if (draft.lines.length === 0) return EMPTY_CART;
  if (!draft.waiterId) return NO_WAITER;
  if (!registerOpen) return NO_REGISTER;
  if (draft.serviceRatePercent === null) return INVALID_SERVICE_RATE;
  return null;
}

function orderInfoOf(draft: OrderDraft) {
  const dineIn = draft.orderType === "Dine-In";
  return {
    orderType: draft.orderType,
    tableId: dineIn ? draft.tableId : null,
    waiterId: draft.waiterId,
    customerId: draft.customerId,
    serviceChargeRate: dineIn && draft.serviceRatePercent !== null ? draft.serviceRatePercent : 0,
    promoId: draft.promoId,
    notes: draft.notes.trim() || undefined,
  };
}

function warnAboutStock(warnings: { name: string; quantityInStock: number }[]) {
  if (warnings.length === 0) return;
  const list = warnings.map((item) => `${item.name} (${item.quantityInStock.toLocaleString("id-ID")})`).join(", ");
  toast.warning(`Stok minus setelah pesanan ini: ${list}.`, { autoClose: 8000 });
}

export type PlaceMode = "normal" | "quick";

/**
 * Sends the order (POST, or PUT while editing). One Idempotency-Key per attempt: a retry after a
 * failure reuses it, so an answer lost on the way back returns the order already placed instead of
 * a second one; only a success starts a new attempt. A second tap while one is on its way is ignored.
 */
export function usePlaceOrder({
  editingOrderId,
  registerOpen,
}: {
  editingOrderId: string | null;
  registerOpen: boolean;
}) {
  const client = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState<PlaceMode | null>(null);

  async function place(draft: OrderDraft, mode: PlaceMode): Promise<OrderRecord | null> {
    if (sending.current) return null;
    const problem = draftProblem(draft, registerOpen);
    if (problem) {
      toast.error(problem);
      return null;
    }
    sending.current = true;
    setBusy(mode);
    const items = orderItemsOf(draft.lines);
    const orderInfo = orderInfoOf(draft);
    try {
      let order: OrderRecord;
      if (editingOrderId) {
        order = (await updateOrder(editingOrderId, { items, orderInfo, orderTotals: draft.totals })).data;
        toast.success(`Pesanan #${order.orderId.slice(-4)} berhasil diperbarui.`);
      } else {
        attemptKey.current ??= crypto.randomUUID();
        const answer = await createOrder({ items, ...orderInfo }, attemptKey.current);
        attemptKey.current = null;
        order = answer.data;
        toast.success(`Pesanan #${order.orderId.slice(-4)} berhasil dibuat.`);
        warnAboutStock(answer.stockWarnings);
      }
      for (const path of ["/orders", `/orders/${order._id}`, "/tables", "/customers"]) {
        void client.invalidateQueries({ queryKey: [path] });
      }
      return order;
    } catch (error) {
      toast.error(messageOf(error, editingOrderId ? UPDATE_FAILED : CREATE_FAILED));
      return null;
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  return { place, busy };
}

import {
  localOrderKey,
  type OrderRecord,
  type OrderTotals,
  type OrderType,
  orderIdTail,
  orderPlaceLabel,
  POS_PAYMENT_METHOD,
  type PosOrderInput,
  posOrderBody,
  type QueuedOrderInput,
  queuedOrderRecord,
  roundAddedRecord,
  type TillCommand,
} from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { v4 as uuidv4 } from "uuid";
import { messageOf } from "../../lib/api";
import { formatRupiah } from "../../lib/format";
import {
  addToOutbox,
  commandBase,
  commandOrderRef,
  deviceId,
  sendCommandNow,
  sendUnlessOffline,
} from "../../lib/outbox";
import { toast } from "../../lib/toast";
import { createOrder } from "./api/create-order";
import { updateOrder } from "./api/update-order";
import { type CartLine, orderItemsOf, roundAdded } from "./cart";

export const EMPTY_CART = "Keranjang masih kosong!";
export const NO_WAITER = "Silakan pilih waiter terlebih dahulu!";
export const NO_REGISTER = "Sesi kasir tidak aktif.";
export const INVALID_SERVICE_RATE = "Service charge harus berupa angka 0–100.";
const CREATE_FAILED = "Gagal membuat pesanan.";
const UPDATE_FAILED = "Gagal memperbarui pesanan.";
export const POINTS_NEED_SERVER =
  "Server tidak terhubung: penukaran poin membutuhkan koneksi. Hapus penukaran poin atau tunggu koneksi kembali.";
/**
 * Offline an edit is kept only as what the outbox can promise: a round added ('Tambahan', a till
 * command the server applies to the order as it then holds it). Any other change (a line lowered
 * or removed, another table, waiter, customer, promo or note) waits for the server, which reprices
 * it with today's catalog and stock (docs/decisions/0046-till-commands.md).
 */
export const EDIT_NEEDS_SERVER =
  "Server tidak terhubung: saat offline hanya Tambahan (menu yang ditambah) yang dapat disimpan. Mengurangi atau menghapus menu, atau mengubah meja, waiter, pelanggan, promo dan catatan, membutuhkan koneksi. Keranjang tetap seperti ini; simpan lagi nanti.";
const NO_CATALOG =
  "Server tidak terhubung dan katalog harga belum tersimpan di perangkat ini: pesanan tidak dapat dibuat.";
const queuedRoundMessage = (order: Pick<OrderRecord, "orderId">) =>
  `Server tidak terhubung: Tambahan untuk pesanan #${orderIdTail(order.orderId)} disimpan di perangkat ini dan dikirim otomatis saat terhubung kembali.`;
const queuedMessage = (total: number) =>
  `Server tidak terhubung: pesanan (${formatRupiah(total)}) disimpan di perangkat ini dan dikirim otomatis saat terhubung kembali.`;

/**
 * What the till's own receipt of an order taken offline names beyond the cart: the rates it was
 * priced with and the people and promo by name (the server names them from its records).
 */
export type DraftReceiptFacts = Pick<
  QueuedOrderInput,
  "pricing" | "promo" | "cashier" | "waiter" | "customer" | "registerSessionId"
>;

/** Everything the cashier chose for one order. */
export type OrderDraft = {
  lines: CartLine[];
  orderType: OrderType;
  tableId: string | null;
  /** Shown on the order while it waits in the outbox. */
  tableName?: string | null;
  waiterId: string;
  customerId: string | null;
  /** Null while the field holds something that is not 0–100. */
  serviceRatePercent: number | null;
  promoId: string | null;
  notes: string;
  totals: OrderTotals;
  receiptFacts: DraftReceiptFacts;
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
    table: dineIn ? draft.tableId : null,
    waiter: draft.waiterId,
    customer: draft.customerId,
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

/**
 * "normal" places the order to be paid when it is ready; "quick" ('Bayar Pas') pays the screen's
 * total in exact cash with the same call: the server records the payment with the order (and
 * refuses it if its total is higher), and the order still goes through the kitchen.
 */
export type PlaceMode = "normal" | "quick";

function previewOf(draft: OrderDraft, mode: PlaceMode, order: OrderRecord) {
  const where = orderPlaceLabel(draft.orderType, draft.orderType === "Dine-In" ? draft.tableName : null);
  return {
    label: mode === "quick" ? `${where} · Bayar Pas` : where,
    totalAmount: order.totalAmount,
    lines: draft.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
  };
}

/** The order as the server will store it, for the till's receipt and ticket while it waits in the outbox. */
function queuedOrderOf(draft: OrderDraft, mode: PlaceMode, key: string, takenAt: string): OrderRecord {
  return queuedOrderRecord({
    ...draft.receiptFacts,
    idempotencyKey: key,
    takenAt,
    lines: draft.lines,
    orderType: draft.orderType,
    serviceRatePercent: draft.serviceRatePercent ?? 0,
    table: draft.tableId ? { _id: draft.tableId, name: draft.tableName ?? "" } : null,
    notes: draft.notes.trim() || null,
    cashPaid: mode === "quick" ? draft.totals.totalAmount : null,
  });
}

/** Whether the draft keeps every choice of `order` besides its lines (what a round leaves as it was). */
function keepsChoices(order: OrderRecord, info: ReturnType<typeof orderInfoOf>): boolean {
  return (
    info.orderType === order.orderType &&
    (info.table ?? null) === (order.table?._id ?? null) &&
    info.waiter === (order.waiter?._id ?? "") &&
    (info.customer ?? null) === (order.customer?._id ?? null) &&
    (info.promoId ?? null) === (order.promo?._id ?? null) &&
    (info.notes ?? "") === (order.notes ?? "") &&
    info.serviceChargeRate === order.serviceChargeRatePercent
  );
}

/** The lines an edit adds when it only adds ('Tambahan': every choice kept, no line lowered); null otherwise. */
function roundOf(draft: OrderDraft, order: OrderRecord): CartLine[] | null {
  const added = keepsChoices(order, orderInfoOf(draft)) ? roundAdded(order, draft.lines) : null;
  return added && added.length > 0 ? added : null;
}

type RoundCommand = Extract<TillCommand, { kind: "add-round" }>;

/**
 * A round kept in the outbox (offline, on an order still in the outbox, or after its answer was
 * lost): the `add-round` command as it was sent, with its key, and the order as the till shows it
 * at once (the new round, the cart's totals).
 */
async function queueRound(
  command: RoundCommand,
  added: CartLine[],
  draft: OrderDraft,
  order: OrderRecord,
): Promise<OrderRecord> {
  const updated = roundAddedRecord(order, added, draft.totals, command.takenAt);
  await addToOutbox({
    command,
    preview: {
      label: `#${orderIdTail(order.orderId)} + Tambahan`,
      totalAmount: updated.totalAmount,
      lines: added.map((line) => ({ name: line.name, quantity: line.quantity })),
    },
    order: updated,
  });
  toast.info(queuedRoundMessage(order), { autoClose: 6000 });
  return updated;
}

/**
 * Sends the order (POST, or PUT while editing). One Idempotency-Key per attempt: a retry after a
 * failure reuses it, so an answer lost on the way back returns the order already placed instead of
 * a second one; only a success starts a new attempt. A second tap while one is on its way is ignored.
 */
export function usePlaceOrder({
  editingOrder,
  registerOpen,
  catalogVersion = null,
}: {
  /** The order being edited (as the till shows it); null for a new order. */
  editingOrder: OrderRecord | null;
  registerOpen: boolean;
  /** The version of GET /orders/catalog the cart is priced with; named on an order taken offline. */
  catalogVersion?: number | null;
}) {
  const client = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  // When the cashier first pressed the button: the time the server books an order taken offline.
  const attemptTakenAt = useRef<string | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState<PlaceMode | null>(null);

  /**
   * The order waits in the outbox with the key, time and catalog version of this attempt (an
   * earlier attempt that did reach the server is then answered by the same key, never doubled);
   * the till's own record of it (a local number, the server's figures) is answered for its receipt.
   * Points held for the customer are refused: the server would not spend them offline.
   */
  async function queue(draft: OrderDraft, mode: PlaceMode, key: string, takenAt: string, body: PosOrderInput) {
    if (draft.totals.pointsDiscount > 0) {
      toast.error(POINTS_NEED_SERVER);
      return null;
    }
    if (catalogVersion === null) {
      toast.error(NO_CATALOG);
      return null;
    }
    const order = queuedOrderOf(draft, mode, key, takenAt);
    const { offline: _offline, ...placed } = body;
    await addToOutbox({
      command: {
        kind: "place",
        idempotencyKey: key,
        takenAt,
        deviceId: deviceId(),
        catalogVersion,
        order: posOrderBody.omit({ offline: true }).parse(placed),
      },
      preview: previewOf(draft, mode, order),
      order,
    });
    toast.info(queuedMessage(order.totalAmount), { autoClose: 6000 });
    return order;
  }

  /** The order placed, or taken offline (`waitingToSync`: the till's own record of it); null when refused. */
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
      if (editingOrder) {
        const id = editingOrder._id;
        // An order still in the outbox has no copy on the server to edit: its round waits there, after it.
        const onServer = !localOrderKey(id);
        const added = roundOf(draft, editingOrder);
        if (added) {
          // A round goes as the till command, online too: should its answer be lost, the same
          // command (its key) waits in the outbox, and the server adds the round once. An edit
          // sent again without a key would add its lines a second time.
          const command: RoundCommand = {
            kind: "add-round",
            ...commandBase(),
            order: commandOrderRef(editingOrder),
            items: orderItemsOf(added),
          };
          const sent = onServer ? await sendCommandNow(command) : null;
          if (!sent) return await queueRound(command, added, draft, editingOrder);
          order = sent.answer;
        } else {
          const sent = onServer
            ? await sendUnlessOffline(() => updateOrder(id, { items, orderInfo, orderTotals: draft.totals }))
            : null;
          if (!sent) {
            toast.error(EDIT_NEEDS_SERVER, { autoClose: 8000 });
            return null;
          }
          order = sent.answer.data;
        }
        toast.success(`Pesanan #${order.orderId.slice(-4)} berhasil diperbarui.`);
      } else {
        attemptKey.current ??= uuidv4();
        attemptTakenAt.current ??= new Date().toISOString();
        const paymentDetails =
          mode === "quick" ? { method: POS_PAYMENT_METHOD.Cash, amountPaid: draft.totals.totalAmount } : undefined;
        const body: PosOrderInput = { items, ...orderInfo, paymentDetails };
        const key = attemptKey.current;
        const sent = await sendUnlessOffline(() => createOrder(body, key));
        if (!sent) {
          const queued = await queue(draft, mode, attemptKey.current, attemptTakenAt.current, body);
          if (queued) {
            attemptKey.current = null;
            attemptTakenAt.current = null;
          }
          return queued;
        }
        attemptKey.current = null;
        attemptTakenAt.current = null;
        const { answer } = sent;
        order = answer.data;
        toast.success(`Pesanan #${order.orderId.slice(-4)} berhasil dibuat.`);
        warnAboutStock(answer.stockWarnings);
      }
      for (const path of ["/orders", `/orders/${order._id}`, "/tables", "/customers"]) {
        void client.invalidateQueries({ queryKey: [path] });
      }
      return order;
    } catch (error) {
      toast.error(messageOf(error, editingOrder ? UPDATE_FAILED : CREATE_FAILED));
      return null;
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  return { place, busy };
}

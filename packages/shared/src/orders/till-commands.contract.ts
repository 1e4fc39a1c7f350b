import { z } from "zod";
import { errorAnswer } from "../common/answers.contract";
import { offlineOrderInput } from "./offline-order.contract";
import { MAX_IDEMPOTENCY_KEY_LENGTH } from "./order-limits";
import { ORDER_STATUSES } from "./order-status";
import {
  cartInput,
  cashierDiscountInput,
  MAX_SPLIT_PAYMENTS,
  orderAnswer,
  orderCreated,
  posOrderBody,
} from "./orders.contract";

/*
 * Till commands (docs/decisions/0046-till-commands.md): what a cashier did while the server could
 * not be reached, kept by the till and sent to POST /api/orders/sync. Each command is one typed
 * action with its own Idempotency-Key and the device's time; the server applies it with the same
 * use case as the online route, exactly once per key, in the order sent, each in its own
 * transaction, and answers each alone.
 */

/** The most commands one request may carry. */
export const MAX_TILL_COMMANDS = 100;

const BAD_KEY = "Idempotency-Key perintah tidak valid (1–200 karakter).";
export const commandKey = z.string({ error: BAD_KEY }).trim().min(1, BAD_KEY).max(MAX_IDEMPOTENCY_KEY_LENGTH, BAD_KEY);

const BAD_ORDER = "Pesanan perintah tidak valid.";
/**
 * The order a command acts on: the server's id, or, for an order the till took offline whose
 * answer it has not had yet, the Idempotency-Key of the command that placed it (`placedBy`),
 * which the server resolves to the order that command made.
 */
export const commandOrderRef = z.union(
  [
    z.strictObject({ id: z.string().trim().min(1, BAD_ORDER).max(100, BAD_ORDER) }),
    z.strictObject({ placedBy: commandKey }),
  ],
  { error: BAD_ORDER },
);
export type CommandOrderRef = z.infer<typeof commandOrderRef>;

/** What every command carries: its key, when the cashier made it and on which till. */
const commandBase = {
  idempotencyKey: commandKey,
  takenAt: offlineOrderInput.shape.takenAt,
  deviceId: offlineOrderInput.shape.deviceId,
};

const CASH_ONLY = "Saat offline hanya pembayaran tunai yang dapat dicatat.";
const cash = z.literal("Cash", { error: CASH_ONLY });
const amount = (what: string, min: number) =>
  z
    .number({ error: `${what} harus berupa angka.` })
    .int(`${what} harus berupa bilangan bulat.`)
    .min(min, `${what} minimal ${min}.`)
    .max(Number.MAX_SAFE_INTEGER, `${what} tidak valid.`);

/** A new order, with the catalog version the till priced it with. Its key names it in later commands. */
export const placeOrderCommand = z.strictObject({
  kind: z.literal("place"),
  ...commandBase,
  catalogVersion: offlineOrderInput.shape.catalogVersion,
  order: posOrderBody.omit({ offline: true }),
});

/** A move along the kitchen flow (New → Preparing → Ready): `from` is what the till showed. */
export const changeStatusCommand = z.strictObject({
  kind: z.literal("status"),
  ...commandBase,
  order: commandOrderRef,
  from: z.enum(ORDER_STATUSES),
  to: z.enum(["Preparing", "Ready"], { error: "Status tujuan tidak dapat dicatat offline." }),
});

/**
 * Payment of a Ready order, in cash: one payment with its change, or split in several cash parts
 * (the last may exceed what is left: the change). No `payment` at all completes an order paid up
 * front. QRIS and cards are confirmed by their provider, online only.
 */
export const takePaymentCommand = z.strictObject({
  kind: z.literal("pay"),
  ...commandBase,
  order: commandOrderRef,
  paymentDetails: z.strictObject({ method: cash, amountPaid: amount("Jumlah pembayaran", 0) }).optional(),
  payments: z
    .array(z.strictObject({ method: cash, amount: amount("Jumlah pembayaran", 1) }))
    .min(2, "Pembayaran terbagi minimal dua bagian.")
    .max(MAX_SPLIT_PAYMENTS, `Pembayaran maksimal ${MAX_SPLIT_PAYMENTS} bagian.`)
    .optional(),
  discount: cashierDiscountInput.nullish(),
});

/** Cancelling an order whose money was not taken (a paid one needs a manager's approval: online only). */
export const cancelOrderCommand = z.strictObject({
  kind: z.literal("cancel"),
  ...commandBase,
  order: commandOrderRef,
  from: z.enum(ORDER_STATUSES),
});

/** A round added to an open order: only the new lines ('Tambahan'), never the whole cart again. */
export const addRoundCommand = z.strictObject({
  kind: z.literal("add-round"),
  ...commandBase,
  order: commandOrderRef,
  items: cartInput,
});

/** 'Pindah Meja': the order's guests move to another table. */
export const moveTableCommand = z.strictObject({
  kind: z.literal("move-table"),
  ...commandBase,
  order: commandOrderRef,
  table: z.string({ error: "Meja wajib dipilih." }).trim().min(1, "Meja wajib dipilih.").max(100),
});

export const tillCommand = z.discriminatedUnion(
  "kind",
  [placeOrderCommand, changeStatusCommand, takePaymentCommand, cancelOrderCommand, addRoundCommand, moveTableCommand],
  { error: "Jenis perintah kasir tidak dikenal." },
);
export type TillCommand = z.infer<typeof tillCommand>;
export type TillCommandKind = TillCommand["kind"];
/** A command that acts on an order already placed (everything but `place`). */
export type OrderCommand = Exclude<TillCommand, { kind: "place" }>;

/**
 * POST /api/orders/sync. The list is read as a list here and each command with `tillCommand` by
 * the server, one by one: a command it cannot read is refused alone (400), never the batch, so one
 * broken command cannot hold back the till's others.
 */
export const tillSyncBody = z.object(
  {
    commands: z
      .array(z.unknown(), { error: "Daftar perintah wajib diisi." })
      .min(1, "Daftar perintah wajib diisi.")
      .max(MAX_TILL_COMMANDS, `Paling banyak ${MAX_TILL_COMMANDS} perintah per kiriman.`),
  },
  { error: "Data sinkronisasi tidak valid." },
);
export type TillSyncBody = { commands: TillCommand[] };

/**
 * What the server did with one command: `status` as its online route would answer (201 a new
 * order, 200 applied, 4xx refused, 5xx failed); `replayed` when the key had already been applied
 * (nothing written again). A refusal carries the order as the server holds it (`current`) when
 * there is one, so the till can show both versions to the cashier.
 */
export const tillCommandResult = z.object({
  idempotencyKey: z.string(),
  status: z.number().int(),
  replayed: z.boolean().optional(),
  answer: z.union([orderCreated, orderAnswer]).optional(),
  error: errorAnswer.optional(),
  current: orderAnswer.shape.data.optional(),
});
export type TillCommandResult = z.infer<typeof tillCommandResult>;

/**
 * One result per command run, in the order sent. The server stops after a command it could not run
 * for want of its database (503): the results are then fewer than the commands; the rest were not
 * run, and the till sends them again later.
 */
export const tillSyncAnswer = z.object({ results: z.array(tillCommandResult) });
export type TillSyncAnswer = z.infer<typeof tillSyncAnswer>;

import { z } from "zod";
import { errorAnswer } from "../common/answers.contract";
import { MAX_IDEMPOTENCY_KEY_LENGTH } from "./order-limits";
import { orderAnswer, orderCreated } from "./orders.contract";

/*
 * POST /api/orders/sync: a till's outbox sent many entries per request
 * (docs/decisions/0036-outbox-drained-in-batches.md). Each entry is one call the till would
 * otherwise have made on its own (POST /orders, PUT /orders/{id}/status, PUT /orders/{id}/finalize),
 * with that call's Idempotency-Key; the server runs them one after another, in the order sent, each
 * in its own transaction, and answers each with the status and body its own call would have had.
 */

/** The most entries one request may carry. */
export const MAX_TILL_SYNC_ENTRIES = 100;

const BAD_KEY = "Idempotency-Key entri tidak valid (1–200 karakter).";

/**
 * One entry of the outbox, as the till keeps it. `body` is read by the server with the contract of
 * the call it names, per entry: an entry the server cannot read is refused alone (400), never the batch.
 */
export const tillSyncEntry = z.object({
  idempotencyKey: z.string({ error: BAD_KEY }).trim().min(1, BAD_KEY).max(MAX_IDEMPOTENCY_KEY_LENGTH, BAD_KEY),
  method: z.enum(["POST", "PUT", "PATCH"], { error: "Metode entri tidak dikenal." }),
  path: z
    .string({ error: "Alamat entri tidak valid." })
    .max(200, "Alamat entri tidak valid.")
    .describe("The call's path under /api: /orders, /orders/{id}/status or /orders/{id}/finalize."),
  body: z.unknown(),
});
export type TillSyncEntry = z.infer<typeof tillSyncEntry>;

export const tillSyncBody = z.object(
  {
    entries: z
      .array(tillSyncEntry, { error: "Daftar entri wajib diisi." })
      .min(1, "Daftar entri wajib diisi.")
      .max(MAX_TILL_SYNC_ENTRIES, `Paling banyak ${MAX_TILL_SYNC_ENTRIES} entri per kiriman.`),
  },
  { error: "Data sinkronisasi tidak valid." },
);
export type TillSyncBody = z.infer<typeof tillSyncBody>;

/**
 * What the server did with one entry: `status` is the HTTP status the entry's own call would have
 * answered (201 a new order, 200 a replay or a move, 4xx a refusal, 5xx a failure), with `answer`
 * on success and `error` otherwise.
 */
export const tillSyncResult = z.object({
  idempotencyKey: z.string(),
  status: z.number().int(),
  answer: z.union([orderCreated, orderAnswer]).optional(),
  error: errorAnswer.optional(),
});
export type TillSyncResult = z.infer<typeof tillSyncResult>;

/**
 * One result per entry run, in the order sent. The server stops after an entry it could not run
 * for want of its database (503): the results are then fewer than the entries, and the rest were
 * not run; the till sends them again later.
 */
export const tillSyncAnswer = z.object({ results: z.array(tillSyncResult) });
export type TillSyncAnswer = z.infer<typeof tillSyncAnswer>;

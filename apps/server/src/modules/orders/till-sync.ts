import {
  type ApprovalInput,
  AREA_ROLES,
  orderFinalizeBody,
  orderStatusBody,
  posOrderBody,
  type TillSyncEntry,
  type TillSyncResult,
} from "@kedai/shared";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { AppError, badRequest } from "../../lib/app-error";
import { parseInput } from "../../lib/invalid-input";
import type { StaffPrincipal } from "../../plugins/auth";
import { toErrorResponse } from "../../plugins/errors";
import type { Approver } from "../auth/approval";
import { changeOrderStatus } from "./change-order-status";
import { createPosOrder } from "./create-pos-order";
import { finalizeOrder } from "./finalize-order";
import { type CreatedOrder, orderKeyOf } from "./order-submit";

/*
 * POST /api/orders/sync (docs/decisions/0036-outbox-drained-in-batches.md): a till's outbox sent
 * many entries per request. Each entry runs exactly as its own call would (the same service, the
 * same Idempotency-Key scoped to the same caller and body, the same printing), in its own
 * transaction, one after another in the order sent; a refusal answers that entry alone.
 */

/**
 * POST /api/orders's answer for a placed (or replayed) order. The stock warnings name ingredients
 * and the outlet's stock levels, back-office data: staff only (docs/business-rules.md#stock); a
 * guest's or customer's answer has none.
 */
export const placedAnswer = (created: CreatedOrder, { staff }: { staff: boolean }) => ({
  data: created.order,
  stockWarnings: staff ? created.stockWarnings : [],
  ...(created.accessToken ? { accessToken: created.accessToken } : {}),
  ...(created.notices?.length ? { notices: created.notices } : {}),
});

type Staff = StaffPrincipal["user"];
type Ran = { status: number; answer: NonNullable<TillSyncResult["answer"]> };
/** Checks an entry's manager approval as its own call would (the same throttle). */
type Approve = (approval: ApprovalInput | undefined) => Promise<Approver | null>;

const STATUS_PATH = /^\/orders\/([^/?#]+)\/status$/;
const FINALIZE_PATH = /^\/orders\/([^/?#]+)\/finalize$/;

const notSyncable = ({ method, path }: TillSyncEntry) =>
  badRequest(`${method} ${path} tidak dapat dikirim lewat sinkronisasi kasir.`, "path");

/** The order id in an entry's path; a broken escape (%E0%A4%A) is the entry's 400, not a fault. */
function orderIdIn(match: RegExpExecArray, entry: TillSyncEntry): string {
  try {
    return decodeURIComponent(match[1]);
  } catch {
    throw notSyncable(entry);
  }
}

/** Runs one entry as its own call would run; throws what that call would have thrown. */
async function runEntry(
  app: FastifyInstance,
  staff: Staff,
  entry: TillSyncEntry,
  timeZone: string,
  approve: Approve,
): Promise<Ran> {
  const { method, path, body } = entry;
  if (method === "POST" && (path === "/orders" || path === "/orders/")) {
    // The key is scoped as POST /api/orders scopes a staff caller's, so an order first sent on its
    // own (its answer lost) and then from the outbox is answered, not placed twice.
    const key = orderKeyOf(entry.idempotencyKey, `staff:${staff.id}`, body);
    const created = await createPosOrder(app.db, staff, key, parseInput(posOrderBody, body), timeZone);
    return { status: created.replayed ? 200 : 201, answer: placedAnswer(created, { staff: true }) };
  }
  const status = method === "PUT" ? STATUS_PATH.exec(path) : null;
  if (status) {
    // The path is read first: a malformed one is refused as such, whatever its body.
    const id = orderIdIn(status, entry);
    const input = parseInput(orderStatusBody, body);
    const approver = await approve(input.approval);
    const order = await changeOrderStatus(app.db, staff, id, input, approver);
    return { status: 200, answer: { data: order } };
  }
  const finalize = method === "PUT" ? FINALIZE_PATH.exec(path) : null;
  if (finalize) {
    const id = orderIdIn(finalize, entry);
    const input = parseInput(orderFinalizeBody, body);
    const approver = await approve(input.approval);
    const { order } = await finalizeOrder(app.db, staff, id, input, timeZone, approver);
    return { status: 200, answer: { data: order } };
  }
  throw notSyncable(entry);
}

/**
 * Runs the entries in order, each in its own transaction, and answers one result per entry run.
 * A refused entry (4xx) or a fault (500) answers that entry and the next one runs, as when the till
 * sent them one by one; an entry that finds no database (503) stops the run there: the ones after
 * it would find none either, and the till sends them again after its back-off.
 */
export async function syncTillEntries(
  app: FastifyInstance,
  staff: Staff,
  entries: TillSyncEntry[],
  timeZone: string,
  log: FastifyBaseLogger,
  approve: Approve,
): Promise<TillSyncResult[]> {
  if (!AREA_ROLES.pos.includes(staff.role)) throw new AppError("FORBIDDEN");
  const results: TillSyncResult[] = [];
  for (const entry of entries) {
    try {
      const ran = await runEntry(app, staff, entry, timeZone, approve);
      results.push({ idempotencyKey: entry.idempotencyKey, ...ran });
    } catch (error) {
      const { status, body, internal } = toErrorResponse(error);
      if (internal) log.error({ err: error, entry: entry.path }, "unhandled error in a till's sync entry");
      else if (status >= 500) log.error({ err: error, code: body.code, entry: entry.path }, body.message);
      else log.info({ code: body.code, status, entry: entry.path }, body.message);
      results.push({ idempotencyKey: entry.idempotencyKey, status, error: body });
      if (body.code === "SERVICE_UNAVAILABLE") break;
    }
  }
  return results;
}

import {
  AREA_ROLES,
  type CommandOrderRef,
  ORDER_STATUS,
  type OrderCommand,
  type OrderRecord,
  orderFinalizeBody,
  type TillCommand,
  type TillCommandResult,
  tillCommand,
} from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database, Tx } from "../../db/client";
import { orders, tillCommands } from "../../db/schema";
import { AppError, notFound, refusal } from "../../lib/app-error";
import { parseInput } from "../../lib/invalid-input";
import type { StaffPrincipal } from "../../plugins/auth";
import { toErrorResponse } from "../../plugins/errors";
import { changeOrderStatus } from "./change-order-status";
import { createPosOrder } from "./create-pos-order";
import { finalizeOrder } from "./finalize-order";
import { moveOrderTable } from "./move-order-table";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { orderKeyOf } from "./order-submit";
import { placedAnswer } from "./placed-answer";
import { updateOrder } from "./update-order";

/*
 * POST /api/orders/sync (docs/decisions/0046-till-commands.md): a till's typed commands, applied in
 * the order sent, each in its own transaction, by the same use cases as the online routes, exactly
 * once per Idempotency-Key: a command that acts on an order writes its row in `till_commands` in
 * the transaction that applies it, so a command sent again is answered from that row with no second
 * effect; a command that places an order is kept once by the order's own key, as POST /api/orders
 * keeps it. A refusal answers that command alone, with the order as the server holds it.
 */

type Staff = StaffPrincipal["user"];
type Applied = Omit<TillCommandResult, "idempotencyKey">;

/** The caller an order's key and a command's key are scoped to, as POST /api/orders scopes a staff caller's. */
const callerOf = (staff: Staff) => `staff:${staff.id}`;

/** A command's key as stored, with the fingerprint of the command it came with (its key and time left out). */
function commandKeyOf(staff: Staff, command: OrderCommand) {
  const { idempotencyKey, takenAt: _takenAt, ...rest } = command;
  const stored = orderKeyOf(idempotencyKey, callerOf(staff), rest);
  if (!stored) throw new AppError("VALIDATION");
  return stored;
}

/**
 * The order a command names: the server's id, or the order placed by the caller's command with that
 * key (an order the till took offline, named before the till had the server's answer).
 */
async function resolveOrder(db: Database | Tx, staff: Staff, ref: CommandOrderRef): Promise<string> {
  if ("id" in ref) return ref.id;
  const placed = orderKeyOf(ref.placedBy, callerOf(staff), null);
  const [order] = placed
    ? await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, placed.key))
    : [];
  if (!order) throw notFound(`${ORDER_NOT_FOUND} Pesanan offline ini belum sampai di server.`);
  return order.id;
}

/** A place command: POST /api/orders with the till's offline part, kept once by the order's key. */
async function placeOrder(
  app: FastifyInstance,
  staff: Staff,
  command: Extract<TillCommand, { kind: "place" }>,
  timeZone: string,
) {
  const body = {
    ...command.order,
    offline: { takenAt: command.takenAt, catalogVersion: command.catalogVersion, deviceId: command.deviceId },
  };
  const created = await createPosOrder(
    app.db,
    staff,
    orderKeyOf(command.idempotencyKey, callerOf(staff), body),
    body,
    timeZone,
  );
  return {
    status: created.replayed ? 200 : 201,
    ...(created.replayed && { replayed: true }),
    answer: placedAnswer(created, { staff: true }),
  };
}

/**
 * Applies an order command inside `tx` (each use case's own transaction becomes a savepoint of it),
 * after its row in `till_commands`: of two sends of one command, the second waits on that row and
 * is answered from it. What the command prints follows from the order events the use cases record
 * (the print subscriber, after the commit); a command answered from its row records none.
 */
async function applyOnce(
  tx: Tx,
  staff: Staff,
  command: OrderCommand,
  timeZone: string,
): Promise<{ order: OrderRecord; replayed: boolean }> {
  const orderId = await resolveOrder(tx, staff, command.order);
  const stored = commandKeyOf(staff, command);
  const [claimed] = await tx
    .insert(tillCommands)
    .values({ key: stored.key, fingerprint: stored.fingerprint, kind: command.kind, orderId })
    .onConflictDoNothing()
    .returning({ key: tillCommands.key });
  if (!claimed) {
    const [earlier] = await tx.select().from(tillCommands).where(eq(tillCommands.key, stored.key));
    if (!earlier || earlier.fingerprint !== stored.fingerprint) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    return { order: await getOrderRecord(tx, earlier.orderId), replayed: true };
  }
  // Each use case opens its own transaction; given `tx`, it is a savepoint inside this one.
  const db = tx as unknown as Database;
  const offline = { takenAt: command.takenAt, deviceId: command.deviceId };
  switch (command.kind) {
    case "status":
    case "cancel": {
      const status = command.kind === "cancel" ? ORDER_STATUS.Cancelled : command.to;
      // No approval travels offline: cancelling a paid order is refused (APPROVAL_REQUIRED) here.
      return {
        order: await changeOrderStatus(db, staff, orderId, { status, from: command.from, offline }),
        replayed: false,
      };
    }
    case "pay": {
      // A command sent again never gets here (its row answers it). A completed order is this
      // till's own payment only when it holds exactly this payment: the till sent it online, lost
      // the answer and queued it; otherwise someone else took the money meanwhile, and the cashier
      // must see it, not have their cash silently absorbed.
      const current = await getOrderRecord(tx, orderId);
      if (current.status === ORDER_STATUS.Completed) {
        if (holdsPayment(current, command)) return { order: current, replayed: true };
        throw alreadyPaid(current);
      }
      const body = parseInput(orderFinalizeBody, {
        paymentDetails: command.paymentDetails,
        payments: command.payments,
        discount: command.discount,
        offline,
      });
      const { order } = await finalizeOrder(db, staff, orderId, body, timeZone);
      return { order, replayed: false };
    }
    case "add-round": {
      const current = await getOrderRecord(tx, orderId);
      const updated = await updateOrder(
        db,
        staff,
        orderId,
        withRound(current, command.items),
        timeZone,
        command.takenAt,
      );
      return { order: updated.order, replayed: false };
    }
    case "move-table":
      // The order as it is now, not as the till last saw it: the move itself is the till's intent.
      return {
        order: await moveOrderTable(db, staff, orderId, { table: command.table }, command.takenAt),
        replayed: false,
      };
  }
}

/** Whether the completed `order` was paid with exactly the command's payment (parts, methods, amounts). */
function holdsPayment(order: OrderRecord, command: Extract<TillCommand, { kind: "pay" }>): boolean {
  const sent =
    command.payments ?? (command.paymentDetails ? [{ method: "Cash", amount: command.paymentDetails.amountPaid }] : []);
  // Nothing sent: an order paid up front, completed; its stored payment is the one taken then.
  if (sent.length === 0) return order.paymentDetails !== null;
  const held = order.payments ?? [];
  return (
    held.length === sent.length &&
    held.every((part, i) => part.method === sent[i]?.method && part.amount === sent[i]?.amount)
  );
}

const alreadyPaid = (order: OrderRecord) =>
  refusal(
    "ORDER_NOT_PAYABLE",
    `Pesanan ${order.orderId} sudah dibayar di tempat lain; pembayaran tunai dari kasir ini tidak dicatat.`,
  );

/** The edit that adds `added` to the order as the server holds it: its lines and choices kept as they are. */
function withRound(order: OrderRecord, added: Extract<TillCommand, { kind: "add-round" }>["items"]) {
  const items = order.items.map((item) => ({
    productId: item.productId ?? "",
    quantity: item.quantity,
    selectedOptions: item.selectedOptions.map((option) => ({ name: option.name })),
  }));
  return {
    items: [...items, ...added],
    orderInfo: {
      orderType: order.orderType,
      table: order.table?._id ?? null,
      waiter: order.waiter?._id ?? "",
      customer: order.customer?._id ?? null,
      serviceChargeRate: order.serviceChargeRatePercent,
      promoId: order.promo?._id ?? null,
      notes: order.notes ?? "",
    },
  };
}

/** One command, read by the shared contract and applied; throws what its online route would have thrown. */
async function applyCommand(app: FastifyInstance, staff: Staff, raw: unknown, timeZone: string): Promise<Applied> {
  const command = parseInput(tillCommand, raw);
  if (command.kind === "place") return placeOrder(app, staff, command, timeZone);
  const applied = await app.db.transaction((tx) => applyOnce(tx, staff, command, timeZone));
  return { status: 200, ...(applied.replayed && { replayed: true }), answer: { data: applied.order } };
}

/** The command's key as sent, for its result even when the command cannot be read. */
const keyOf = (raw: unknown) => {
  const key = (raw as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  return typeof key === "string" ? key : "";
};

/** The order a refused command names, as the server holds it: the till shows it beside its own version. */
async function currentOrder(db: Database, staff: Staff, raw: unknown): Promise<OrderRecord | undefined> {
  const parsed = tillCommand.safeParse(raw);
  if (!parsed.success || parsed.data.kind === "place") return undefined;
  try {
    return await getOrderRecord(db, await resolveOrder(db, staff, parsed.data.order));
  } catch {
    return undefined; // an order the server does not have: there is no other version to show
  }
}

/**
 * Applies the commands in order and answers one result per command run. A refused command (4xx)
 * or a fault (500) answers that command and the next one runs; a command that finds no database
 * (503) stops the run there: the ones after it would find none either, and the till sends them
 * again after its back-off.
 */
export async function applyTillCommands(
  app: FastifyInstance,
  staff: Staff,
  commands: unknown[],
  timeZone: string,
  log: FastifyBaseLogger,
): Promise<TillCommandResult[]> {
  if (!AREA_ROLES.pos.includes(staff.role)) throw new AppError("FORBIDDEN");
  const results: TillCommandResult[] = [];
  for (const raw of commands) {
    const idempotencyKey = keyOf(raw);
    const kind = (raw as { kind?: unknown } | null)?.kind;
    try {
      results.push({ idempotencyKey, ...(await applyCommand(app, staff, raw, timeZone)) });
    } catch (error) {
      const { status, body, internal } = toErrorResponse(error);
      if (internal) log.error({ err: error, kind }, "unhandled error in a till command");
      else if (status >= 500) log.error({ err: error, code: body.code, kind }, body.message);
      else log.info({ code: body.code, status, kind }, body.message);
      if (body.code === "SERVICE_UNAVAILABLE") {
        results.push({ idempotencyKey, status, error: body });
        break;
      }
      const current = status < 500 ? await currentOrder(app.db, staff, raw) : undefined;
      results.push({ idempotencyKey, status, error: body, ...(current && { current }) });
    }
  }
  return results;
}

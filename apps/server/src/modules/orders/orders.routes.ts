import {
  AREA_ROLES,
  IDEMPOTENCY_KEY_HEADER,
  idParams,
  myOrdersQuery,
  onlineOrderBody,
  orderAnswer,
  orderCreated,
  orderFinalizeBody,
  orderList,
  orderListQuery,
  orderMergeBody,
  orderMoveTableBody,
  orderSplitAnswer,
  orderSplitBody,
  orderStatusBody,
  orderSubmitBody,
  orderSubmitHeaders,
  orderUpdateBody,
  posOrderBody,
  printOutcome,
  reprintBody,
  tillCatalog,
  tillSyncAnswer,
  tillSyncBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { parseInput } from "../../lib/invalid-input";
import { customerCaller, staffCaller } from "../../plugins/auth";
import { guestBrowserId } from "../../plugins/csrf";
import { approvalCheck } from "../auth/approval";
import { currentTillCatalog } from "./catalog-versions";
import { changeOrderStatus } from "./change-order-status";
import { confirmOrderPayment } from "./confirm-order-payment";
import { createOnlineOrder } from "./create-online-order";
import { createPosOrder } from "./create-pos-order";
import { finalizeOrder } from "./finalize-order";
import { listCustomerOrders, listOrders } from "./list-orders";
import { mergeOrders } from "./merge-orders";
import { moveOrderTable } from "./move-order-table";
import { getOrderRecord } from "./order-record";
import { orderKeyOf } from "./order-submit";
import { splitOrder } from "./split-order";
import { placedAnswer, printFinalizedOrder, printPlacedOrder, syncTillEntries } from "./till-sync";
import { updateOrder } from "./update-order";

const tags = ["orders"];

/** The order ledger: place (POS and online), list, read, edit, move along the kitchen flow, take payment; a customer's own orders. */
export const orderRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  // A manager's PIN or password at the till, throttled like logins (ADR 0041).
  const approve = approvalCheck(app);
  /**
   * One endpoint, two channels (docs/business-rules.md#channels): a staff session places a POS
   * order (posOrderBody), a guest or a customer session an online one (onlineOrderBody). The body
   * is read by the caller's contract, so each gets its own field messages.
   */
  app.post(
    "/",
    {
      schema: {
        headers: orderSubmitHeaders,
        body: orderSubmitBody,
        response: answers({ 200: orderCreated, 201: orderCreated }),
        tags,
      },
      config: { access: "public" },
    },
    async (request, reply) => {
      const principal = await request.principal();
      // The key is scoped to its caller: the account, or for a guest their browser (its CSRF cookie).
      const guest = guestBrowserId(request);
      const caller =
        principal?.kind === "staff"
          ? `staff:${principal.user.id}`
          : principal
            ? `customer:${principal.customer.id}`
            : guest && `guest:${guest}`;
      const key = orderKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER], caller, request.body);
      const created =
        principal?.kind === "staff"
          ? await createPosOrder(
              app.db,
              await staffCaller(request, AREA_ROLES.pos),
              key,
              parseInput(posOrderBody, request.body),
              env.BUSINESS_TIMEZONE,
            )
          : await createOnlineOrder(
              app.db,
              principal?.customer.id ?? null,
              key,
              parseInput(onlineOrderBody, request.body),
              env.BUSINESS_TIMEZONE,
            );
      printPlacedOrder(app.printing, created);
      return reply
        .status(created.replayed ? 200 : 201)
        .send(placedAnswer(created, { staff: principal?.kind === "staff" }));
    },
  );

  app.get(
    "/",
    {
      schema: { querystring: orderListQuery, response: answers({ 200: orderList }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => listOrders(app.db, request.query, env.BUSINESS_TIMEZONE),
  );

  app.get(
    "/my",
    {
      schema: { querystring: myOrdersQuery, response: answers({ 200: orderList }), tags },
      config: { access: ["customer"] },
    },
    async (request) => listCustomerOrders(app.db, (await customerCaller(request)).id, request.query),
  );

  /** The catalog a till prices with, under its version (docs/business-rules.md#offline). */
  app.get(
    "/catalog",
    { schema: { response: answers({ 200: tillCatalog }), tags }, config: { access: AREA_ROLES.pos } },
    async () => currentTillCatalog(app.db),
  );

  /**
   * A till's outbox, many entries at a time (docs/decisions/0036-outbox-drained-in-batches.md): each
   * entry run as its own call would be, in order, and answered with that call's status and body.
   */
  app.post(
    "/sync",
    {
      schema: { body: tillSyncBody, response: answers({ 200: tillSyncAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => ({
      results: await syncTillEntries(
        app,
        await staffCaller(request, AREA_ROLES.pos),
        request.body.entries,
        env.BUSINESS_TIMEZONE,
        request.log,
        (approval) => approve(request, approval),
      ),
    }),
  );

  app.get(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: orderAnswer }), tags }, config: { access: AREA_ROLES.pos } },
    async (request) => ({ data: await getOrderRecord(app.db, request.params.id) }),
  );

  app.put(
    "/:id",
    {
      schema: { params: idParams, body: orderUpdateBody, response: answers({ 200: orderCreated }), tags },
      config: { put: "action", access: AREA_ROLES.pos },
    },
    async (request) => {
      const updated = await updateOrder(
        app.db,
        await staffCaller(request),
        request.params.id,
        request.body,
        env.BUSINESS_TIMEZONE,
      );
      // Only what was added goes to the kitchen's printer: a ticket marked 'Tambahan' (ADR 0033).
      if (updated.addedRound !== null) app.printing.kitchenTicket(updated.order._id, updated.order, updated.addedRound);
      return { data: updated.order, stockWarnings: updated.stockWarnings };
    },
  );

  app.put(
    "/:id/status",
    {
      schema: { params: idParams, body: orderStatusBody, response: answers({ 200: orderAnswer }), tags },
      config: { put: "action", access: AREA_ROLES.pos },
    },
    async (request) => {
      const staff = await staffCaller(request);
      const approver = await approve(request, request.body.approval);
      return { data: await changeOrderStatus(app.db, staff, request.params.id, request.body, approver) };
    },
  );

  app.put(
    "/:id/finalize",
    {
      schema: { params: idParams, body: orderFinalizeBody, response: answers({ 200: orderAnswer }), tags },
      config: { put: "action", access: AREA_ROLES.pos },
    },
    async (request) => {
      const staff = await staffCaller(request);
      const approver = await approve(request, request.body.approval);
      const { order, moneyTaken } = await finalizeOrder(
        app.db,
        staff,
        request.params.id,
        request.body,
        env.BUSINESS_TIMEZONE,
        approver,
      );
      printFinalizedOrder(app.printing, order, moneyTaken, request.body);
      return { data: order };
    },
  );

  /**
   * 'Konfirmasi pembayaran' (ADR 0050): an online transfer (or COD) order waiting for staff goes to
   * its outlet's kitchen, whose ticket prints now.
   */
  app.post(
    "/:id/confirm-payment",
    {
      schema: { params: idParams, response: answers({ 200: orderAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => {
      const order = await confirmOrderPayment(app.db, await staffCaller(request), request.params.id);
      app.printing.kitchenTicket(order._id, order);
      return { data: order };
    },
  );

  /** 'Pisah Tagihan' (ADR 0034): the order split first, then the orders the split made. */
  app.post(
    "/:id/split",
    {
      schema: { params: idParams, body: orderSplitBody, response: answers({ 200: orderSplitAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => ({
      data: await splitOrder(app.db, await staffCaller(request), request.params.id, request.body),
    }),
  );

  /** 'Pindah Meja' (ADR 0034). */
  app.put(
    "/:id/table",
    {
      schema: { params: idParams, body: orderMoveTableBody, response: answers({ 200: orderAnswer }), tags },
      config: { put: "action", access: AREA_ROLES.pos },
    },
    async (request) => ({
      data: await moveOrderTable(app.db, await staffCaller(request), request.params.id, request.body),
    }),
  );

  /** 'Gabung Meja' (ADR 0034): the order `from` joins this one, which answers. */
  app.post(
    "/:id/merge",
    {
      schema: { params: idParams, body: orderMergeBody, response: answers({ 200: orderAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => ({
      data: await mergeOrders(app.db, await staffCaller(request), request.params.id, request.body),
    }),
  );

  /** 'Cetak ulang': the receipt or the kitchen ticket again, on the order's outlet's network printers. */
  app.post(
    "/:id/print",
    {
      schema: { params: idParams, body: reprintBody, response: answers({ 200: printOutcome }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => app.printing.reprint(request.params.id, request.body.document),
  );
};

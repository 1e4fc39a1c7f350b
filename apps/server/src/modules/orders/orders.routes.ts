import {
  AREA_ROLES,
  IDEMPOTENCY_KEY_HEADER,
  idParams,
  myOrdersQuery,
  type OrderRecord,
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
  refundTransferBody,
  reprintBody,
  tillCatalog,
  tillSyncAnswer,
  tillSyncBody,
} from "@kedai/shared";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { parseInput } from "../../lib/invalid-input";
import { customerCaller, staffCaller } from "../../plugins/auth";
import { guestBrowserId } from "../../plugins/csrf";
import { approvalCheck } from "../auth/approval";
import { recordRefundTransfer } from "../refunds/transfer-refund";
import { askXenditForRefund } from "../refunds/xendit-refund";
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
import { placedAnswer } from "./placed-answer";
import { splitOrder } from "./split-order";
import { applyTillCommands } from "./till-commands";
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
   * A till's commands, many at a time (docs/decisions/0046-till-commands.md): each applied once, in
   * order, by the use case of its online route, and answered alone.
   */
  app.post(
    "/sync",
    {
      schema: { body: tillSyncBody, response: answers({ 200: tillSyncAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => ({
      results: await applyTillCommands(
        app,
        await staffCaller(request, AREA_ROLES.pos),
        request.body.commands,
        env.BUSINESS_TIMEZONE,
        request.log,
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
      const order = await changeOrderStatus(app.db, staff, request.params.id, request.body, approver);
      return { data: await refundThroughXendit(order, request.log) };
    },
  );

  /**
   * A cancelled paid order's money going back through Xendit is asked for once the cancel has
   * committed; Xendit unreachable leaves it Diproses for the retry job, the cancel stands.
   */
  const refundThroughXendit = async (order: OrderRecord, log: FastifyBaseLogger): Promise<OrderRecord> => {
    const refund = order.refund;
    if (!app.paymentGateway || refund?.method !== "xendit" || refund.reference) return order;
    const asked = await askXenditForRefund(app.db, app.paymentGateway, refund._id, log);
    return asked ? getOrderRecord(app.db, order._id) : order;
  };

  app.post(
    "/:id/refund/transfer",
    {
      schema: { params: idParams, body: refundTransferBody, response: answers({ 200: orderAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => {
      const staff = await staffCaller(request);
      await recordRefundTransfer(app.db, staff, request.params.id, request.body);
      return { data: await getOrderRecord(app.db, request.params.id) };
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
      const { order } = await finalizeOrder(
        app.db,
        staff,
        request.params.id,
        request.body,
        env.BUSINESS_TIMEZONE,
        approver,
      );
      return { data: order };
    },
  );

  /**
   * 'Konfirmasi pembayaran' (ADR 0050): an online transfer (or COD) order waiting for staff goes to
   * its outlet's kitchen; its ticket prints from the order event (the print subscriber).
   */
  app.post(
    "/:id/confirm-payment",
    {
      schema: { params: idParams, response: answers({ 200: orderAnswer }), tags },
      config: { access: AREA_ROLES.pos },
    },
    async (request) => {
      return { data: await confirmOrderPayment(app.db, await staffCaller(request), request.params.id) };
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

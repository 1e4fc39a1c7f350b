import { awaitsTransfer, REFUND_METHOD, REFUND_STATUS, type RefundTransferBody } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders, refunds } from "../../db/schema";
import { notFound, refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { recordAudit } from "../audit/audit.service";
import { ORDER_NOT_FOUND } from "../orders/order-record";
import type { OrderActor } from "../orders/order-status-change";
import { moveRefund } from "./refund-status";

/**
 * Staff record the bank transfer that gave an order's money back (docs/business-rules.md#refunds):
 * a refund waiting for one (a virtual-account payment, a transfer, a QRIS Xendit refused) or one
 * Xendit could not complete (Gagal). It becomes Selesai with the account, the transfer's reference
 * and who recorded it; written to the audit log.
 */
export async function recordRefundTransfer(
  db: Database,
  actor: OrderActor,
  orderId: string,
  { destination, reference }: RefundTransferBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, orderId, ORDER_NOT_FOUND);
    const [refund] = await tx.select().from(refunds).where(eq(refunds.orderId, order.id)).for("update").limit(1);
    if (!refund) throw notFound("Pesanan ini tidak memiliki pengembalian dana.");
    if (!awaitsTransfer(refund)) {
      throw refusal(
        "REFUND_NOT_TRANSFERABLE",
        "Pengembalian dana ini tidak menunggu transfer bank (sudah selesai, atau lewat kasir/Xendit).",
      );
    }
    await moveRefund(
      tx,
      refund.id,
      { from: refund.status, to: REFUND_STATUS.Selesai },
      {
        method: REFUND_METHOD.transfer,
        destination,
        reference,
        recordedById: actor.id,
        recordedByName: actor.fullName,
      },
    );
    await recordAudit(tx, actor, {
      action: "order.refund_transferred",
      entityType: "order",
      entityId: order.id,
      label: order.orderId,
      before: { refundStatus: refund.status, method: refund.method },
      after: { refundStatus: REFUND_STATUS.Selesai, amount: refund.amount, destination, reference },
    });
  });
}

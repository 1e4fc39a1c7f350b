import { REFUND_STATUS, type RefundStatus } from "@kedai/shared";
import type { DbOrTx } from "../../db/client";
import { refunds } from "../../db/schema";
import { statusTargetOf } from "../../db/status-columns";
import { changeStatus } from "../../lib/status-change";

const refundTarget = statusTargetOf(refunds, "pengembalian dana");

type RefundChanges = Partial<
  Pick<
    typeof refunds.$inferInsert,
    "method" | "reference" | "destination" | "failureCode" | "recordedById" | "recordedByName"
  >
>;

/**
 * Moves a refund along the shared status machine (ADR 0007), compare-and-set from `from`, with what
 * the move records beside it; Selesai stamps when the money went back (`at`).
 */
export async function moveRefund(
  db: DbOrTx,
  id: string,
  { from, to }: { from: RefundStatus; to: RefundStatus },
  changes: RefundChanges = {},
  at: Date = new Date(),
): Promise<void> {
  await changeStatus(db, refundTarget, id, {
    from,
    to,
    set: { ...changes, ...(to === REFUND_STATUS.Selesai && { completedAt: at }) },
  });
}

import { type OrderRefund, REFUND_STATUS, refundLine } from "@kedai/shared";
import { formatDateTime } from "../../lib/format";

/**
 * What the customer is told about the money of a paid order that was cancelled
 * (docs/business-rules.md#refunds): "Dana Rp 24.420 dikembalikan ke … (diproses / selesai pada …)",
 * how to reach the shop, and for a bank transfer still to be made that the shop needs their account.
 */
export function RefundNotice({ refund, contactNumber }: { refund: OrderRefund; contactNumber?: string }) {
  const needsAccount = refund.method === "transfer" && refund.status !== REFUND_STATUS.Selesai;
  return (
    <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-left text-sm text-sky-900">
      <p className="font-semibold">{refundLine(refund, formatDateTime)}</p>
      {needsAccount ? <p className="mt-1">Kirim nomor rekening bank Anda ke toko agar dana dapat ditransfer.</p> : null}
      {contactNumber ? (
        <p className="mt-1">Pertanyaan tentang pengembalian dana: hubungi toko di {contactNumber}.</p>
      ) : null}
    </div>
  );
}

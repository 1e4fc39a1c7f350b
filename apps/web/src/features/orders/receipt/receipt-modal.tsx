import { type OrderRecord, orderPayments, WAITING_TO_SYNC } from "@kedai/shared";
import { Printer } from "lucide-react";
import { useId } from "react";
import { Button, Modal } from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import { printOnTillDevice } from "../../../lib/till-papers";
import { PaperWidthChoice, usePaperWidth } from "./paper-choice";
import { printReceipt } from "./print-receipt";
import { Receipt } from "./receipt";

type ReceiptModalProps = {
  /** A paid order; the modal is closed while null. */
  order: OrderRecord | null;
  storeName: string;
  onClose: () => void;
};

/**
 * After payment: the change to hand over, the receipt, and printing it on this device's paper. A
 * payment taken offline shows the till's own record of the order, said to be waiting for the server.
 */
export function ReceiptModal({ order, storeName, onClose }: ReceiptModalProps) {
  const id = useId();
  const [paper] = usePaperWidth();
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title="Pembayaran Berhasil"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Selesai
          </Button>
          {order ? (
            <Button
              data-autofocus
              icon={<Printer className="size-4" />}
              onClick={() =>
                // On this till's own printer when it has one for receipts, else the print dialog.
                printOnTillDevice({ document: "receipt", order, cashTakenAt: null, reprint: true }) ||
                printReceipt(order, storeName, paper)
              }
            >
              Cetak Struk
            </Button>
          ) : null}
        </>
      }
    >
      {order ? (
        <div className="space-y-4">
          {order.waitingToSync ? (
            <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <span className="font-bold">{WAITING_TO_SYNC}</span>: nomor pesanan dari server menyusul setelah terkirim;
              total di struk ini adalah total yang disimpan server.
            </p>
          ) : null}
          {order.paymentDetails ? (
            <p className="rounded-xl bg-emerald-50 px-4 py-3 text-center text-emerald-900">
              <span className="block text-sm">Kembalian</span>
              <span className="text-3xl font-bold tabular-nums">
                {formatRupiah(orderPayments(order).reduce((sum, payment) => sum + payment.change, 0))}
              </span>
            </p>
          ) : null}
          <div className="rounded-lg border border-stone-200 p-3">
            <Receipt order={order} storeName={storeName} paper={paper} />
          </div>
          <PaperWidthChoice id={`${id}-paper`} />
        </div>
      ) : null}
    </Modal>
  );
}

import {
  awaitsTransfer,
  type OrderRecord,
  type OrderRefund,
  REFUND_METHOD_LABELS,
  refundTransferBody,
} from "@kedai/shared";
import { Button, ErrorAlert, TextField } from "../../../components/ui";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { useAppForm } from "../../../lib/use-app-form";
import { useRecordRefundTransfer } from "../api/record-refund-transfer";

/**
 * The money of a cancelled paid order going back (docs/business-rules.md#refunds): how much, how,
 * its state, who asked and when, the reference; and, while it waits for a bank transfer, the form
 * that records the account and the transfer's reference.
 */
export function RefundPanel({ order, refund }: { order: OrderRecord; refund: OrderRefund }) {
  return (
    <div className="space-y-2 text-sm">
      <dl className="space-y-1" aria-label="Pengembalian dana">
        <Line label="Jumlah">{formatRupiah(refund.amount)}</Line>
        <Line label="Cara">{REFUND_METHOD_LABELS[refund.method]}</Line>
        <Line label="Status">{refund.status}</Line>
        <Line label="Diminta">{`${refund.requestedBy} · ${formatDateTime(refund.createdAt)}`}</Line>
        {refund.destination ? <Line label="Rekening tujuan">{refund.destination}</Line> : null}
        {refund.reference ? <Line label="Referensi">{refund.reference}</Line> : null}
        {refund.completedAt ? (
          <Line label="Selesai">{`${formatDateTime(refund.completedAt)}${refund.recordedBy ? ` · ${refund.recordedBy}` : ""}`}</Line>
        ) : null}
      </dl>
      {awaitsTransfer(refund) ? <TransferForm orderId={order._id} /> : null}
    </div>
  );
}

function Line({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

function TransferForm({ orderId }: { orderId: string }) {
  const record = useRecordRefundTransfer();
  const form = useAppForm({
    schema: refundTransferBody,
    defaultValues: { destination: "", reference: "" },
    onValid: async (values) => {
      try {
        await record.mutateAsync({ orderId, ...values });
      } catch (error) {
        form.showFailure(error, "Gagal mencatat transfer pengembalian dana.");
      }
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className="space-y-2 rounded-lg border border-stone-200 p-3">
      <p className="font-medium text-stone-900">Catat transfer pengembalian dana</p>
      {form.formError ? <ErrorAlert>{form.formError}</ErrorAlert> : null}
      <TextField
        id="refund-destination"
        label="Rekening tujuan (bank, nomor, atas nama)"
        required
        error={form.errors.destination?.message}
        {...form.register("destination")}
      />
      <TextField
        id="refund-reference"
        label="Nomor referensi transfer"
        required
        error={form.errors.reference?.message}
        {...form.register("reference")}
      />
      <Button type="submit" busy={form.submitting}>
        Simpan Transfer
      </Button>
    </form>
  );
}

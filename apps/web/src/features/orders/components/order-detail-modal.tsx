import {
  ORDER_STATUS,
  ORDER_STATUS_WORDS,
  type OrderRecord,
  optionLine,
  orderPayments,
  orderTotalLines,
  paymentFactsOf,
  tableLabel,
} from "@kedai/shared";
import { ChefHat, Printer, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { Button, ErrorAlert, LoadingText, Modal } from "../../../components/ui";
import { PaymentStatusBadge } from "../../../components/ui/payment-status-badge";
import { isApiError } from "../../../lib/api-error";
import { cn } from "../../../lib/cn";
import { formatDateTime, formatPhone, formatRupiah } from "../../../lib/format";
import { printOnTillDevice, type TillPaper } from "../../../lib/till-papers";
import { useOrderById } from "../api/get-order";
import { useReprintOrder } from "../api/reprint-order";
import { CHANNEL_LABELS, orderCustomerName, orderNumber } from "../order-labels";
import { printReceipt } from "../receipt/print-receipt";
import { OrderStatusBadge } from "./order-status-badge";
import { RefundPanel } from "./refund-panel";

export const ORDER_NOT_FOUND = "Detail pesanan tidak ditemukan.";
export const ORDER_DETAIL_FAILED = "Gagal mendapatkan detail pesanan.";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="text-sm text-stone-800">{children}</dd>
    </div>
  );
}

function MoneyRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-4", strong && "border-t border-stone-200 pt-1 text-base font-bold")}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatRupiah(amount)}</dd>
    </div>
  );
}

/** Who ordered and where it goes: a POS order's table, an online order's contact and delivery. */
function OrderFacts({ order }: { order: OrderRecord }) {
  const contact = order.customerDetails;
  const delivery = order.deliveryInfo;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
      <Fact label="No. Pesanan">
        <span className="font-mono">{order.orderId}</span>
      </Fact>
      <Fact label="Waktu">{formatDateTime(order.createdAt)}</Fact>
      <Fact label="Kanal / Tipe">
        {CHANNEL_LABELS[order.channel]} · {order.orderType}
        {order.table ? ` · ${tableLabel(order.table.name)}` : ""}
      </Fact>
      <Fact label="Pelanggan">
        {orderCustomerName(order)}
        {contact?.phone ? <span className="block text-stone-500">{formatPhone(contact.phone)}</span> : null}
      </Fact>
      <Fact label="Kasir">{order.cashier?.name || "-"}</Fact>
      <Fact label="Waiter">{order.waiter?.fullName || "-"}</Fact>
      <Fact label="Status">
        <OrderStatusBadge status={order.status} />
      </Fact>
      {delivery?.outlet || delivery?.dateTime ? (
        <Fact label="Outlet / Waktu Ambil">
          {[delivery.outlet, delivery.dateTime && formatDateTime(delivery.dateTime)].filter(Boolean).join(" · ")}
        </Fact>
      ) : null}
      {contact?.addressDetail ? (
        <Fact label="Alamat">
          {contact.addressDetail}
          {contact.addressNotes ? <span className="block text-stone-500">{contact.addressNotes}</span> : null}
        </Fact>
      ) : null}
      {order.notes ? <Fact label="Catatan">{order.notes}</Fact> : null}
    </dl>
  );
}

function OrderItems({ order }: { order: OrderRecord }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Item pesanan</caption>
      <thead>
        <tr className="border-b border-stone-200 text-left text-xs font-semibold uppercase tracking-wide text-stone-500">
          <th scope="col" className="py-1.5 pr-3">
            Item
          </th>
          <th scope="col" className="py-1.5 pr-3 text-right">
            Jumlah
          </th>
          <th scope="col" className="py-1.5 pr-3 text-right">
            Harga
          </th>
          <th scope="col" className="py-1.5 text-right">
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {order.items.map((item) => (
          <tr key={item._id} className="align-top">
            <td className="py-1.5 pr-3">
              <span className="font-medium text-stone-900">{item.name}</span>
              {item.selectedOptions.map((option) => (
                <span key={option.name} className="block text-xs text-stone-500">
                  {optionLine(option)}
                </span>
              ))}
            </td>
            <td className="py-1.5 pr-3 text-right tabular-nums">{item.quantity}</td>
            <td className="py-1.5 pr-3 text-right tabular-nums">{formatRupiah(item.finalPricePerItem)}</td>
            <td className="py-1.5 text-right tabular-nums">{formatRupiah(item.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How it was paid (or that it is not yet; each payment of a split one), and the loyalty points it used and earned. */
function PaymentFacts({ order }: { order: OrderRecord }) {
  const paid = order.paymentDetails;
  const payments = orderPayments(order);
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex items-center justify-between gap-4">
        <dt>Status Pembayaran</dt>
        <dd>
          <PaymentStatusBadge payment={paymentFactsOf(order)} />
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>Metode</dt>
        <dd>
          {payments.length > 1
            ? payments.map((payment) => payment.method).join(" + ")
            : paid?.method || order.paymentMethod || "Belum dibayar"}
        </dd>
      </div>
      {payments.length > 1 ? (
        <>
          {payments.map((payment, index) => (
            <MoneyRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored order's payments never change order.
              key={index}
              label={`Dibayar (${payment.method})`}
              amount={payment.amount}
            />
          ))}
          <MoneyRow label="Kembalian" amount={payments.reduce((sum, payment) => sum + payment.change, 0)} />
        </>
      ) : paid ? (
        <>
          <MoneyRow label="Dibayar" amount={paid.amountPaid} />
          <MoneyRow label="Kembalian" amount={paid.change} />
        </>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt>Poin ditukar</dt>
        <dd className="tabular-nums">{order.pointsRedeemed}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>Poin didapat</dt>
        <dd className="tabular-nums">{order.pointsEarned}</dd>
      </div>
    </dl>
  );
}

function StatusHistory({ order }: { order: OrderRecord }) {
  if (order.statusHistory.length === 0) return <p className="text-sm text-stone-500">Belum ada riwayat status.</p>;
  return (
    <ol className="space-y-1 text-sm">
      {order.statusHistory.map((change) => (
        <li key={`${change.at}-${change.to}-${change.note ?? ""}`} className="flex flex-wrap justify-between gap-x-4">
          <span>
            {/* A line that kept the status (a 'Tambahan' round) names it once, with its note below. */}
            {change.from && change.from !== change.to ? `${ORDER_STATUS_WORDS[change.from]} → ` : ""}
            <span className="font-medium">{ORDER_STATUS_WORDS[change.to]}</span>
            <span className="text-stone-500"> · {change.by || "-"}</span>
            {change.note ? <span className="block text-stone-600">{change.note}</span> : null}
          </span>
          <time dateTime={change.at} className="text-stone-500">
            {formatDateTime(change.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

/** Everything about one order: who and where, the items, every money line, payment, its refund and status history. */
function OrderDetail({ order }: { order: OrderRecord }) {
  return (
    <div className="space-y-5">
      <OrderFacts order={order} />
      <Section title="Item">
        <OrderItems order={order} />
      </Section>
      <div className="grid gap-5 sm:grid-cols-2">
        <Section title="Rincian Biaya">
          <dl className="space-y-1 text-sm" aria-label="Rincian biaya">
            {orderTotalLines(order).map((line) => (
              <MoneyRow key={line.label} {...line} />
            ))}
          </dl>
        </Section>
        <Section title="Pembayaran">
          <PaymentFacts order={order} />
        </Section>
      </div>
      {order.refund ? (
        <Section title="Pengembalian Dana">
          <RefundPanel order={order} refund={order.refund} />
        </Section>
      ) : null}
      <Section title="Riwayat Status">
        <StatusHistory order={order} />
      </Section>
    </div>
  );
}

type OrderDetailModalProps = {
  /** The `_id` of the order to show; the dialog is closed while null. */
  orderId: string | null;
  storeName: string;
  onClose: () => void;
};

/** The order as the server has it now (fetched on opening), with its receipt to print. */
export function OrderDetailModal({ orderId, storeName, onClose }: OrderDetailModalProps) {
  const detail = useOrderById(orderId);
  const order = orderId ? detail.data : undefined;
  const failure = orderId && detail.isError ? detail.error : null;
  const reprint = useReprintOrder();
  // 'Cetak ulang' on this till's own printer for that paper when it has one (no drawer pulse), else
  // on the outlet's network printers through the server.
  const reprintTo = (document: "receipt" | "kitchen") => {
    if (!order) return;
    const paper: TillPaper =
      document === "receipt" ? { document, order, cashTakenAt: null, reprint: true } : { document, order };
    if (!printOnTillDevice(paper)) reprint.mutate({ orderId: order._id, document });
  };
  return (
    <Modal
      open={orderId !== null}
      onClose={onClose}
      size="xl"
      title={order ? `Detail Pesanan ${orderNumber(order)}` : "Detail Pesanan"}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Tutup
          </Button>
          {order && order.status !== ORDER_STATUS.Cancelled ? (
            <>
              {/* 'Cetak ulang' on this till's device printer, or the outlet's network printers by the server. */}
              <Button
                variant="secondary"
                icon={<ChefHat aria-hidden="true" className="size-4" />}
                disabled={reprint.isPending}
                onClick={() => reprintTo("kitchen")}
              >
                Cetak Ulang Tiket Dapur
              </Button>
              <Button
                variant="secondary"
                icon={<ReceiptText aria-hidden="true" className="size-4" />}
                disabled={reprint.isPending}
                onClick={() => reprintTo("receipt")}
              >
                Cetak Ulang Struk
              </Button>
              <Button
                icon={<Printer aria-hidden="true" className="size-4" />}
                onClick={() => printReceipt(order, storeName)}
              >
                Cetak Struk
              </Button>
            </>
          ) : null}
        </>
      }
    >
      {failure ? (
        <ErrorAlert>{isApiError(failure) && failure.status === 404 ? ORDER_NOT_FOUND : ORDER_DETAIL_FAILED}</ErrorAlert>
      ) : order ? (
        <OrderDetail order={order} />
      ) : (
        <LoadingText />
      )}
    </Modal>
  );
}

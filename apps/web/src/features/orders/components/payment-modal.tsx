import {
  type CashierDiscount,
  changeDue,
  computePaymentTotals,
  type OrderFinalizeBody,
  type OrderRecord,
  orderFinalizeBody,
  orderIdTail,
  POS_PAYMENT_METHOD,
  POS_PAYMENT_METHODS,
  type PosPaymentMethod,
  QUICK_CASH_AMOUNTS,
  type StoredOrderPricing,
} from "@kedai/shared";
import { type FormEvent, useId, useState } from "react";
import { Button, ErrorAlert, Field, Input, Modal } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";
import { useFinalizeOrder } from "../api/finalize-order";
import { useOrder } from "../api/get-order";
import { ReceiptModal } from "../receipt/receipt-modal";

export const TOO_LITTLE = "Jumlah pembayaran kurang dari total tagihan!";

type DiscountType = CashierDiscount["type"];

/** The prices and rates the order was placed with, as payment recomputes them. */
function pricingOf(order: OrderRecord): StoredOrderPricing {
  return {
    lines: order.items.map((item) => ({
      basePrice: item.basePrice,
      quantity: item.quantity,
      options: item.selectedOptions,
    })),
    orderType: order.orderType,
    serviceRatePercent: order.serviceChargeRatePercent,
    taxRatePercent: order.taxRatePercent,
    packagingFee: order.packagingFee,
    promoDiscount: order.promo?.discountAmount ?? 0,
    pointsDiscount: order.pointsDiscount,
  };
}

/** "50.000", "50000" or "Rp 50.000" → 50000; empty → null. */
function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, "");
  return digits ? Number(digits) : null;
}

/** The discount as typed, or null when none is given; percent values may carry a decimal comma. */
function parseDiscount(type: DiscountType, text: string): CashierDiscount | null {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() === "" || Number.isNaN(value) || value === 0 ? null : { type, value };
}

const toggle = (active: boolean) =>
  cn(
    "rounded-lg border px-3 py-2 text-sm font-semibold transition-colors",
    active ? "border-amber-600 bg-amber-600 text-white" : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50",
  );

type PaymentFormProps = { order: OrderRecord; onPaid: (order: OrderRecord) => void; onClose: () => void };

function PaymentForm({ order: listed, onPaid, onClose }: PaymentFormProps) {
  const formId = useId();
  const { data: order } = useOrder(listed);
  const finalize = useFinalizeOrder();
  const [method, setMethod] = useState<PosPaymentMethod>(POS_PAYMENT_METHOD.Cash);
  // null: not typed, so a non-cash payment follows the total (discounts included).
  const [amountText, setAmountText] = useState<string | null>(null);
  const [discountType, setDiscountType] = useState<DiscountType>("percent");
  const [discountText, setDiscountText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const discount = parseDiscount(discountType, discountText);
  // The contract's own discount rules (percent at most 100, whole rupiah), checked as typed.
  const discountCheck = orderFinalizeBody.safeParse({ paymentDetails: { method, amountPaid: 0 }, discount });
  const discountError = discountCheck.success
    ? null
    : (discountCheck.error.issues.find((issue) => issue.path[0] === "discount")?.message ?? null);
  const totals = computePaymentTotals(pricingOf(order), discountError ? null : discount);
  const total = totals.totalAmount;
  const shownAmount = amountText ?? (method === POS_PAYMENT_METHOD.Cash ? "" : String(total));
  const amount = parseAmount(shownAmount);
  const change = amount === null ? null : changeDue(total, amount);

  function chooseMethod(next: PosPaymentMethod) {
    setMethod(next);
    setAmountText(null);
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (discountError) return setError(discountError);
    if (amount === null || change === null) return setError(TOO_LITTLE);
    const body: OrderFinalizeBody = { paymentDetails: { method, amountPaid: amount }, discount };
    setError(null);
    finalize.mutate({ order, body }, { onSuccess: onPaid });
  }

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!finalize.isPending}
      title={`Pembayaran #${orderIdTail(order.orderId)}`}
      size="md"
    >
      {/* The buttons sit inside the form so Enter in any field confirms. */}
      <form onSubmit={submit} className="space-y-3" noValidate>
        <div className="rounded-xl bg-stone-900 px-4 py-2 text-white">
          <p className="text-sm text-stone-300">Total Tagihan</p>
          <p className="text-3xl font-bold tabular-nums" data-testid="payment-total">
            {formatRupiah(total)}
          </p>
          {totals.cashierDiscount > 0 ? (
            <p className="text-sm text-amber-300">Diskon kasir {formatRupiah(totals.cashierDiscount)}</p>
          ) : null}
        </div>

        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-stone-700">Metode Pembayaran</legend>
          <div className="grid grid-cols-4 gap-2">
            {POS_PAYMENT_METHODS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={method === option}
                onClick={() => chooseMethod(option)}
                className={toggle(method === option)}
              >
                {option}
              </button>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-stone-700">Diskon</legend>
          <div className="flex gap-2">
            <button
              type="button"
              aria-pressed={discountType === "percent"}
              onClick={() => setDiscountType("percent")}
              className={toggle(discountType === "percent")}
            >
              Persen (%)
            </button>
            <button
              type="button"
              aria-pressed={discountType === "fixed"}
              onClick={() => setDiscountType("fixed")}
              className={toggle(discountType === "fixed")}
            >
              Nominal (Rp)
            </button>
            <Input
              aria-label="Nilai diskon"
              inputMode="decimal"
              placeholder="0"
              value={discountText}
              invalid={Boolean(discountError)}
              onChange={(event) => setDiscountText(event.target.value)}
              className="flex-1"
            />
          </div>
          {discountError ? <p className="mt-1 text-sm text-red-600">{discountError}</p> : null}
        </fieldset>

        <Field id={`${formId}-amount`} label="Jumlah Bayar" required>
          <Input
            id={`${formId}-amount`}
            data-autofocus
            inputMode="numeric"
            placeholder="0"
            value={shownAmount}
            onChange={(event) => {
              setAmountText(event.target.value);
              setError(null);
            }}
            className="h-12 text-xl font-semibold tabular-nums"
          />
        </Field>
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        {method === POS_PAYMENT_METHOD.Cash ? (
          <div className="grid grid-cols-4 gap-2">
            <button type="button" className={toggle(false)} onClick={() => setAmountText(String(total))}>
              Uang Pas
            </button>
            {QUICK_CASH_AMOUNTS.map((value) => (
              <button key={value} type="button" className={toggle(false)} onClick={() => setAmountText(String(value))}>
                {formatRupiah(value)}
              </button>
            ))}
          </div>
        ) : null}

        {amount !== null && change === null ? (
          <p className="flex items-baseline justify-between rounded-lg bg-red-50 px-4 py-2 text-red-800">
            <span className="text-sm">Kurang</span>
            <span className="text-2xl font-bold tabular-nums">{formatRupiah(total - amount)}</span>
          </p>
        ) : (
          <p className="flex items-baseline justify-between rounded-lg bg-emerald-50 px-4 py-2 text-emerald-900">
            <span className="text-sm">Kembalian</span>
            <span className="text-2xl font-bold tabular-nums" data-testid="payment-change">
              {formatRupiah(change ?? 0)}
            </span>
          </p>
        )}
        <div className="sticky bottom-0 flex justify-end gap-2 border-t border-stone-200 bg-white pt-3">
          <Button variant="secondary" onClick={onClose} disabled={finalize.isPending}>
            Batal
          </Button>
          <Button type="submit" busy={finalize.isPending} busyText="Memproses...">
            Konfirmasi Pembayaran
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type PaymentModalProps = {
  /** The Ready order to pay; the modal is closed while null. */
  order: OrderRecord | null;
  storeName: string;
  onClose: () => void;
};

/**
 * Taking payment for a Ready order: method, optional cashier discount (the total recomputed as the
 * server will), amount paid with quick cash, change. Enter confirms; on success the receipt follows.
 */
export function PaymentModal({ order, storeName, onClose }: PaymentModalProps) {
  const [paid, setPaid] = useState<OrderRecord | null>(null);
  if (paid) {
    return (
      <ReceiptModal
        order={paid}
        storeName={storeName}
        onClose={() => {
          setPaid(null);
          onClose();
        }}
      />
    );
  }
  return order ? <PaymentForm key={order._id} order={order} onPaid={setPaid} onClose={onClose} /> : null;
}

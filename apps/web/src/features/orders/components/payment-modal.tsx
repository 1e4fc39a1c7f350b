import {
  type CashierDiscount,
  cashierDiscountInput,
  changeDue,
  computePaymentTotals,
  localOrderKey,
  type OrderFinalizeBody,
  type OrderRecord,
  orderFinalizeBody,
  POS_PAYMENT_METHOD,
  POS_PAYMENT_METHODS,
  type PosPaymentMethod,
  percentOf,
  QUICK_CASH_AMOUNTS,
  remainingAfter,
  SETTINGS_DEFAULTS,
  type StoredOrderPricing,
  settleSplitPayment,
  storedPricingOf,
} from "@kedai/shared";
import { useEffect, useId, useState } from "react";
import { z } from "zod";
import {
  Button,
  ErrorAlert,
  Field,
  Modal,
  RupiahField,
  RupiahInput,
  TextField,
  useControlledField,
} from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";
import { useOutbox } from "../../../lib/outbox";
import { tillOrderEvent } from "../../../lib/till-papers";
import { useAppForm } from "../../../lib/use-app-form";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { NON_CASH_NEEDS_SERVER, useFinalizeOrder } from "../api/finalize-order";
import { useOrder } from "../api/get-order";
import { tillOrderNumber } from "../order-labels";
import { ReceiptModal } from "../receipt/receipt-modal";
import { QrisPanel } from "./qris-panel";

export const TOO_LITTLE = "Jumlah pembayaran kurang dari total tagihan!";

const paymentFields = z.object({
  method: z.enum(POS_PAYMENT_METHODS),
  /** null: not typed, so a non-cash payment follows what remains (discounts included); undefined: emptied. */
  amount: z.number().nullish(),
  discountType: cashierDiscountInput.shape.type,
  discountValue: z.number().optional(),
  /** The payments already added ('Tambah Pembayaran') of a split payment; the amount above pays the rest. */
  parts: z.array(z.object({ method: z.enum(POS_PAYMENT_METHODS), amount: z.number() })),
  /** A manager's approval of a discount above the settings' limit (ADR 0041): their username and PIN. */
  approverUsername: z.string(),
  approverSecret: z.string(),
});

type PaymentValues = z.input<typeof paymentFields>;

/**
 * What the form's values come to: the cashier discount's refusal (the contract's rules), the totals,
 * what remains after the payments already added ('Sisa'), the amount paid, the change, and the
 * finalize body, or why the form refuses to send it. With payments added, the body is a split
 * payment, checked by the server's own rule (`settleSplitPayment`): change from cash only.
 */
function paymentFigures(values: PaymentValues, pricing: StoredOrderPricing, approvalPercent: number) {
  const discount: CashierDiscount | null = values.discountValue
    ? { type: values.discountType, value: values.discountValue }
    : null;
  // The contract's own discount rules (percent at most 100, whole rupiah), checked as typed.
  const check = orderFinalizeBody.safeParse({ paymentDetails: { method: values.method, amountPaid: 0 }, discount });
  const bill = pricing.lines.length ? computePaymentTotals(pricing, null) : null;
  // What the discount is taken from: the subtotal after the promo (the server's rule).
  const billBeforeDiscount = bill ? bill.subTotal - bill.promoDiscount : 0;
  const discountError = check.success
    ? discount?.type === "fixed" && discount.value > billBeforeDiscount
      ? `Diskon ${formatRupiah(discount.value)} melebihi tagihan ${formatRupiah(billBeforeDiscount)}.`
      : null
    : (check.error.issues.find((issue) => issue.path[0] === "discount")?.message ?? null);
  const totals = computePaymentTotals(pricing, discountError ? null : discount);
  const needsApproval = totals.cashierDiscount > percentOf(billBeforeDiscount, approvalPercent);
  const approval = needsApproval
    ? { username: (values.approverUsername ?? "").trim(), secret: values.approverSecret ?? "" }
    : null;
  const approvalError =
    approval && (!approval.username || !approval.secret)
      ? `Diskon di atas ${approvalPercent}% dari tagihan perlu persetujuan manajer atau admin: isi username dan PIN mereka.`
      : null;
  const parts = values.parts ?? [];
  const remaining = remainingAfter(totals.totalAmount, parts);
  const followsTotal = values.amount === null && values.method !== POS_PAYMENT_METHOD.Cash;
  const amount = followsTotal ? remaining : (values.amount ?? null);
  const change = amount === null ? null : changeDue(remaining, amount);
  // The server's one payment rule for a payment at once and a split alike: non-cash never above
  // what remains, change from cash only, cash within a sane bound.
  const payments = amount === null ? parts : [...parts, { method: values.method, amount }];
  const settled = amount === null ? null : settleSplitPayment(totals.totalAmount, payments);
  const problem =
    settled && "problem" in settled && settled.problem.code !== "PAYMENT_TOO_LOW" ? settled.problem : null;
  const refusal = discountError ?? (change === null ? TOO_LITTLE : (problem?.message ?? approvalError));
  let body: OrderFinalizeBody | null = null;
  if (!refusal && amount !== null) {
    body =
      parts.length === 0
        ? { paymentDetails: { method: values.method, amountPaid: amount }, discount }
        : { payments, discount };
    if (approval) body.approval = approval;
  }
  return {
    discountError,
    discount: discountError ? null : discount,
    totals,
    parts,
    remaining,
    amount,
    change,
    problem,
    needsApproval,
    refusal,
    body,
  };
}

export const NOTHING_TO_ADD = "Isi jumlah pembayaran terlebih dahulu.";
export const ADD_PAYS_ALL = "Jumlah ini sudah melunasi sisa tagihan: tekan Konfirmasi Pembayaran.";

/** The form's check: a refused discount, else too little money, is said above its buttons. */
function paymentSchema(pricing: StoredOrderPricing, approvalPercent: number) {
  return paymentFields.superRefine((values, ctx) => {
    const { refusal } = paymentFigures(values, pricing, approvalPercent);
    if (refusal) ctx.addIssue({ code: "custom", path: ["root"], message: refusal });
  });
}

/**
 * A card or QRIS amount is prefilled with what remains: clicking in selects it, so what is typed
 * replaces it instead of being appended to it (60.035 then 40.000 read as Rp 6.003.540.000). The
 * mouse-up would otherwise drop the selection the focus made.
 */
const selectAllOnFocus = {
  onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
  onMouseUp: (event: React.MouseEvent<HTMLInputElement>) => event.preventDefault(),
};

const toggle = (active: boolean) =>
  cn(
    "rounded-lg border px-3 py-2 text-sm font-semibold transition-colors",
    active ? "border-amber-600 bg-amber-600 text-white" : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50",
  );

const WAITING_ORDER_CASH_ONLY =
  "Pesanan ini belum diterima server: hanya pembayaran tunai yang dapat dicatat sampai pesanan terkirim.";
const CASH_OFFLINE =
  "Offline: pembayaran tunai disimpan di perangkat ini dan dikirim otomatis saat server terhubung kembali.";

type PaymentFormProps = {
  order: OrderRecord;
  onPaid: (order: OrderRecord) => void;
  onClose: () => void;
  /** The settings' limit above which a cashier discount needs a manager's approval. */
  approvalPercent?: number;
};

function PaymentForm({
  order: listed,
  onPaid,
  onClose,
  approvalPercent = SETTINGS_DEFAULTS.cashierDiscountApprovalPercent,
}: PaymentFormProps) {
  const formId = useId();
  const { data: order } = useOrder(listed);
  const finalize = useFinalizeOrder();
  // An order still in the outbox is paid there, like any payment offline: cash only.
  const waiting = Boolean(localOrderKey(order._id));
  const offline = useOutbox().offline || waiting;
  const pricing = storedPricingOf(order);
  const { control, register, watch, setValue, setError, clearErrors, submit, submitting, formError } = useAppForm({
    schema: paymentSchema(pricing, approvalPercent),
    defaultValues: {
      method: POS_PAYMENT_METHOD.Cash,
      amount: null,
      discountType: "percent",
      discountValue: undefined,
      parts: [],
      approverUsername: "",
      approverSecret: "",
    },
    onValid: async (checked) => {
      const { body } = paymentFigures(checked, pricing, approvalPercent);
      // The server's refusal is toasted by useFinalizeOrder; the form stays as it was.
      if (body) await finalize.mutateAsync({ order, body }).then(onPaid, () => undefined);
    },
  });
  const values = watch();
  const { method, discountType } = values;
  const { discountError, discount, totals, parts, remaining, amount, change, problem, needsApproval } = paymentFigures(
    values,
    pricing,
    approvalPercent,
  );
  // The approval is checked by the server: offline the discount above the limit cannot be given.
  const approvalOffline = needsApproval && offline;
  const total = totals.totalAmount;
  const split = parts.length > 0;
  const cash = method === POS_PAYMENT_METHOD.Cash;
  // Offline the outbox keeps cash only: at once, or split in cash parts (the last gives the change).
  const needsServer = offline && (!cash || parts.some((part) => part.method !== POS_PAYMENT_METHOD.Cash));
  // QRIS is a dynamic QR from Xendit unless the cashier records a payment to the outlet's sticker by hand.
  const [qrisByHand, setQrisByHand] = useState(false);
  // A dynamic QRIS needs the server; offline the form stays, saying so, instead of the QR. In a
  // split payment QRIS is recorded by hand, like a card (ADR 0033).
  const dynamicQris = method === POS_PAYMENT_METHOD.QRIS && !qrisByHand && !offline && !split;
  // One QR per settled discount, not one per keystroke.
  const qrisDiscount = useDebouncedValue(discount, 600);
  const amountField = useControlledField({
    control,
    name: "amount",
    id: `${formId}-amount`,
    label: "Jumlah Bayar",
    required: true,
  });

  // Any change to the amount, the discount or the payments added (typed, a quick-cash button, another method) clears the last refusal.
  useEffect(() => {
    const { unsubscribe } = watch((_values, { name }) => {
      if (name === "amount" || name === "discountValue" || name === "parts") clearErrors("root");
    });
    return unsubscribe;
  }, [watch, clearErrors]);

  const changeAmount = (next: number | null) => setValue("amount", next);

  function chooseMethod(next: PosPaymentMethod) {
    setValue("method", next);
    changeAmount(null);
  }

  /** 'Tambah Pembayaran': the amount typed becomes one payment of a split; the next pays what remains. */
  function addPart() {
    if (amount === null || amount <= 0) return setError("root", { message: NOTHING_TO_ADD });
    if (amount >= remaining) return setError("root", { message: ADD_PAYS_ALL });
    setValue("parts", [...parts, { method, amount }]);
    changeAmount(null);
  }

  const removePart = (index: number) =>
    setValue(
      "parts",
      parts.filter((_part, at) => at !== index),
    );

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!finalize.isPending}
      title={`Pembayaran ${tillOrderNumber(order)}`}
      size="md"
    >
      {/* The buttons sit inside the form so Enter in any field confirms (not while a dynamic QRIS waits: Xendit confirms it). */}
      <form onSubmit={dynamicQris ? (event) => event.preventDefault() : submit} className="space-y-3" noValidate>
        <div className="rounded-xl bg-stone-900 px-4 py-2 text-white">
          <p className="text-sm text-stone-300">Total Tagihan</p>
          <p className="text-3xl font-bold tabular-nums" data-testid="payment-total">
            {formatRupiah(total)}
          </p>
          {totals.cashierDiscount > 0 ? (
            <p className="text-sm text-amber-300">Diskon kasir {formatRupiah(totals.cashierDiscount)}</p>
          ) : null}
          {split ? (
            <p className="flex items-baseline justify-between text-amber-200">
              <span className="text-sm">Sisa</span>
              <span className="text-2xl font-bold tabular-nums" data-testid="payment-remaining">
                {formatRupiah(remaining)}
              </span>
            </p>
          ) : null}
        </div>

        {split ? (
          <ul aria-label="Pembayaran ditambahkan" className="space-y-1" data-testid="payment-parts">
            {parts.map((part, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts have no id; a removal re-renders the rest.
                key={index}
                className="flex items-center justify-between rounded-lg bg-stone-100 px-3 py-1.5 text-sm"
              >
                <span>
                  {index + 1}. {part.method}
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">{formatRupiah(part.amount)}</span>
                  <button
                    type="button"
                    className="text-red-700 underline"
                    aria-label={`Hapus pembayaran ${index + 1}`}
                    onClick={() => removePart(index)}
                  >
                    Hapus
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}

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
              onClick={() => setValue("discountType", "percent")}
              className={toggle(discountType === "percent")}
            >
              Persen (%)
            </button>
            <button
              type="button"
              aria-pressed={discountType === "fixed"}
              onClick={() => setValue("discountType", "fixed")}
              className={toggle(discountType === "fixed")}
            >
              Nominal (Rp)
            </button>
            <RupiahField
              control={control}
              name="discountValue"
              id={`${formId}-discount`}
              label="Nilai diskon"
              hideLabel
              fieldClassName="flex-1"
              placeholder="0"
              decimals={discountType === "percent" ? 2 : 0}
              invalid={Boolean(discountError)}
            />
          </div>
          {discountError ? <p className="mt-1 text-sm text-red-600">{discountError}</p> : null}
        </fieldset>

        {needsApproval && !approvalOffline ? (
          <fieldset className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
            <legend className="px-1 text-sm font-medium text-amber-900">Persetujuan manajer</legend>
            <p className="text-sm text-amber-900">
              Diskon di atas {approvalPercent}% dari tagihan: manajer atau admin mengetik username dan PIN-nya (password
              bila belum punya PIN).
            </p>
            <div className="grid grid-cols-2 gap-2">
              <TextField
                id={`${formId}-approver`}
                label="Username penyetuju"
                autoComplete="off"
                {...register("approverUsername")}
              />
              <TextField
                id={`${formId}-approver-secret`}
                label="PIN / password"
                type="password"
                autoComplete="off"
                {...register("approverSecret")}
              />
            </div>
          </fieldset>
        ) : null}
        {approvalOffline ? (
          <ErrorAlert>
            Diskon di atas {approvalPercent}% dari tagihan perlu persetujuan manajer, dan persetujuan membutuhkan
            koneksi ke server. Hubungkan kembali atau kecilkan diskonnya.
          </ErrorAlert>
        ) : null}

        {method === POS_PAYMENT_METHOD.QRIS && split ? (
          <p className="text-sm text-stone-600">
            QRIS dalam pembayaran terbagi dicatat manual: periksa pembayaran di stiker QRIS.
          </p>
        ) : null}
        {method === POS_PAYMENT_METHOD.QRIS && !split ? (
          <div className="flex gap-2">
            <button
              type="button"
              aria-pressed={!qrisByHand}
              onClick={() => setQrisByHand(false)}
              className={toggle(!qrisByHand)}
            >
              QRIS dinamis (otomatis)
            </button>
            <button
              type="button"
              aria-pressed={qrisByHand}
              onClick={() => setQrisByHand(true)}
              className={toggle(qrisByHand)}
            >
              Stiker QRIS (catat manual)
            </button>
          </div>
        ) : null}

        {dynamicQris ? (
          <QrisPanel
            order={order}
            discount={qrisDiscount}
            onCancelled={() => chooseMethod(POS_PAYMENT_METHOD.Cash)}
            onReceipt={() => onPaid(order)}
          />
        ) : (
          <>
            <Field {...amountField.field}>
              <RupiahInput
                {...amountField.input}
                {...(cash ? {} : selectAllOnFocus)}
                data-autofocus
                placeholder="0"
                value={amount}
                className="h-12 text-xl font-semibold tabular-nums"
              />
            </Field>
            {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
            {method === POS_PAYMENT_METHOD.Cash ? (
              <div className="grid grid-cols-4 gap-2">
                <button type="button" className={toggle(false)} onClick={() => changeAmount(remaining)}>
                  Uang Pas
                </button>
                {QUICK_CASH_AMOUNTS.map((value) => (
                  <button key={value} type="button" className={toggle(false)} onClick={() => changeAmount(value)}>
                    {formatRupiah(value)}
                  </button>
                ))}
              </div>
            ) : null}

            {amount !== null && change === null ? (
              <p className="flex items-baseline justify-between rounded-lg bg-red-50 px-4 py-2 text-red-800">
                <span className="text-sm">Kurang</span>
                <span className="text-2xl font-bold tabular-nums">{formatRupiah(remaining - amount)}</span>
              </p>
            ) : problem ? (
              // A card or QRIS above what remains, or an absurd cash amount: never shown as change.
              cash ? (
                <p className="rounded-lg bg-red-50 px-4 py-2 text-sm text-red-800">{problem.message}</p>
              ) : (
                <p className="flex items-baseline justify-between rounded-lg bg-red-50 px-4 py-2 text-red-800">
                  <span className="text-sm">Melebihi sisa (kembalian hanya dari tunai)</span>
                  <span className="text-2xl font-bold tabular-nums">{formatRupiah(change ?? 0)}</span>
                </p>
              )
            ) : (
              <p className="flex items-baseline justify-between rounded-lg bg-emerald-50 px-4 py-2 text-emerald-900">
                <span className="text-sm">Kembalian</span>
                <span className="text-2xl font-bold tabular-nums" data-testid="payment-change">
                  {formatRupiah(change ?? 0)}
                </span>
              </p>
            )}
            <Button variant="secondary" className="w-full" onClick={addPart}>
              Tambah Pembayaran
            </Button>
            {needsServer ? <ErrorAlert>{waiting ? WAITING_ORDER_CASH_ONLY : NON_CASH_NEEDS_SERVER}</ErrorAlert> : null}
            {offline && method === POS_PAYMENT_METHOD.Cash ? (
              <p className="text-sm text-amber-800">{CASH_OFFLINE}</p>
            ) : null}
            <div className="sticky bottom-0 flex justify-end gap-2 border-t border-stone-200 bg-white pt-3">
              <Button variant="secondary" onClick={onClose} disabled={finalize.isPending}>
                Batal
              </Button>
              <Button type="submit" busy={submitting} busyText="Memproses..." disabled={approvalOffline || needsServer}>
                Konfirmasi Pembayaran
              </Button>
            </div>
          </>
        )}
      </form>
    </Modal>
  );
}

/**
 * An order whose money was taken when it was placed ('Bayar Pas'): completing it shows that
 * payment and takes no second one (the server keeps the payment recorded with the order).
 */
function PaidCompletion({ order: listed, onPaid, onClose }: PaymentFormProps) {
  const { data: order } = useOrder(listed);
  const finalize = useFinalizeOrder();
  const paid = order.paymentDetails;
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!finalize.isPending}
      title={`Selesaikan ${tillOrderNumber(order)}`}
      size="md"
    >
      <div className="space-y-3">
        <div className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
          <p className="text-sm font-semibold">Sudah dibayar saat pesanan dibuat</p>
          <p className="text-3xl font-bold tabular-nums" data-testid="payment-total">
            {formatRupiah(order.totalAmount)}
          </p>
          {paid ? (
            <p className="text-sm">
              {paid.method} {formatRupiah(paid.amountPaid)} · kembalian {formatRupiah(paid.change)}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2 border-t border-stone-200 pt-3">
          <Button variant="secondary" onClick={onClose} disabled={finalize.isPending}>
            Batal
          </Button>
          <Button
            data-autofocus
            busy={finalize.isPending}
            busyText="Memproses..."
            onClick={() => finalize.mutate({ order, body: {} }, { onSuccess: onPaid })}
          >
            Selesaikan Pesanan
          </Button>
        </div>
      </div>
    </Modal>
  );
}

type PaymentModalProps = {
  /** The Ready order to pay; the modal is closed while null. */
  order: OrderRecord | null;
  storeName: string;
  onClose: () => void;
  /** The settings' `cashierDiscountApprovalPercent` (ADR 0041). */
  approvalPercent?: number;
};

/**
 * Taking payment for a Ready order: method, optional cashier discount (the total recomputed as the
 * server will), amount paid with quick cash, change. 'Tambah Pembayaran' splits it: each payment
 * added lowers what remains ('Sisa'), the last pays the rest, with change from cash only. Enter
 * confirms; on success the receipt follows.
 * An order paid up front is only completed: its payment stands.
 */
export function PaymentModal({ order, storeName, onClose, approvalPercent }: PaymentModalProps) {
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
  if (!order) return null;
  // An order paid up front had its receipt (and drawer) when it was placed: completing it prints nothing.
  if (order.paymentDetails) return <PaidCompletion key={order._id} order={order} onPaid={setPaid} onClose={onClose} />;
  return (
    <PaymentForm
      key={order._id}
      order={order}
      approvalPercent={approvalPercent}
      onPaid={(paidNow) => {
        tillOrderEvent(paidNow, { kind: "completed", at: Date.now(), moneyTakenNow: true });
        setPaid(paidNow);
      }}
      onClose={onClose}
    />
  );
}

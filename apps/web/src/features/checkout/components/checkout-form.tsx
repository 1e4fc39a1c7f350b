import {
  type CustomerAddress,
  type DeliveryMethod,
  type OnlinePaymentMethod,
  type OrderRecord,
  tableLabel,
  taxFor,
} from "@kedai/shared";
import { Armchair } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { SelectField, TextareaField, TextField } from "../../../components/ui/field";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";
import { useOutlets } from "../api/get-outlets";
import { UNKNOWN_TABLE, useTableByToken } from "../api/get-table-by-token";
import { type CheckoutDetails, type CheckoutLine, checkoutTotals } from "../checkout-model";
import { usePromoCode } from "../use-promo-code";
import { useSubmitCheckout } from "../use-submit-checkout";
import { PromoField } from "./promo-field";

export const OUTLETS_LOAD_FAILED = "Gagal memuat daftar outlet.";

const METHODS: { value: DeliveryMethod; label: string }[] = [
  { value: "dine-in", label: "Makan di Tempat" },
  { value: "pickup", label: "Ambil Sendiri" },
  { value: "delivery", label: "Diantar" },
];

const PAYMENTS: { value: OnlinePaymentMethod; label: string; hint: string }[] = [
  { value: "Cash", label: "Tunai", hint: "Bayar di kasir" },
  { value: "Transfer", label: "Transfer Bank", hint: "Transfer ke rekening toko" },
  { value: "QRIS", label: "QRIS", hint: "Bayar online" },
  { value: "BCA", label: "Virtual Account BCA", hint: "Bayar online" },
  { value: "BNI", label: "Virtual Account BNI", hint: "Bayar online" },
  { value: "BRI", label: "Virtual Account BRI", hint: "Bayar online" },
  { value: "MANDIRI", label: "Virtual Account Mandiri", hint: "Bayar online" },
];

export type CheckoutCustomer = { name: string; phone: string; email: string; addresses: CustomerAddress[] };

type CheckoutFormProps = {
  lines: readonly CheckoutLine[];
  tableToken: string | null;
  /** The signed-in customer: fills the contact fields and offers the saved addresses. */
  customer: CheckoutCustomer | null;
  pricing: { taxRatePercent: number; taxLabel: string; deliveryFee: number };
  /** Why no order can be placed now (the shop is closed by its opening hours), or null. */
  closedMessage?: string | null;
  onPlaced: (order: OrderRecord) => void;
  onDone: (order: OrderRecord) => void;
};

function choiceClasses(checked: boolean) {
  return cn(
    "flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition has-focus-visible:outline-2 has-focus-visible:outline-amber-600",
    checked ? "border-amber-500 bg-amber-50" : "border-stone-200 bg-white hover:border-amber-300",
  );
}

export function CheckoutForm({
  lines,
  tableToken,
  customer,
  pricing,
  closedMessage = null,
  onPlaced,
  onDone,
}: CheckoutFormProps) {
  const [details, setDetails] = useState<CheckoutDetails>({
    method: tableToken ? "dine-in" : "pickup",
    outlet: "",
    dateTime: "",
    name: customer?.name ?? "",
    phone: customer?.phone ?? "",
    email: customer?.email ?? "",
    addressDetail: "",
    addressNotes: "",
    paymentMethod: "",
  });
  const set = <Key extends keyof CheckoutDetails>(key: Key, value: CheckoutDetails[Key]) =>
    setDetails((current) => ({ ...current, [key]: value }));

  const table = useTableByToken(tableToken);
  const outlets = useOutlets({ enabled: !tableToken });
  const promo = usePromoCode();
  const { submit, busy, problems } = useSubmitCheckout({
    lines,
    tableToken,
    promoCode: promo.applied?.code ?? null,
    onPlaced,
    onDone,
  });
  const delivering = details.method === "delivery";
  // A pickup or dine-in outlet with its own tax charges that; a delivery or a table order the settings' tax.
  const outlet = tableToken || delivering ? null : outlets.data?.find((one) => one._id === details.outlet);
  const tax = taxFor(pricing, outlet);
  const totals = checkoutTotals(lines, {
    method: details.method,
    promo: promo.applied?.promo ?? null,
    taxRatePercent: tax.taxRatePercent,
    deliveryFee: pricing.deliveryFee,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (closedMessage) return;
    void submit(details);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        {closedMessage ? <ErrorAlert>{closedMessage}</ErrorAlert> : null}
        <section className="space-y-4 rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-stone-900">Cara Pesan</h2>
          {tableToken ? (
            table.isError ? (
              <ErrorAlert>{UNKNOWN_TABLE}</ErrorAlert>
            ) : (
              <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <Armchair aria-hidden="true" className="size-4" />
                Makan di tempat · <strong>{table.data ? tableLabel(table.data.name) : "Memuat meja..."}</strong>
              </p>
            )
          ) : (
            <>
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-stone-700">Metode</legend>
                <div className="grid grid-cols-3 gap-2">
                  {METHODS.map((method) => (
                    <label key={method.value} className={choiceClasses(details.method === method.value)}>
                      <input
                        type="radio"
                        name="method"
                        value={method.value}
                        checked={details.method === method.value}
                        onChange={() => set("method", method.value)}
                        className="sr-only"
                      />
                      <span className="font-medium">{method.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <SelectField
                id="checkout-outlet"
                label="Outlet"
                required
                placeholder={outlets.isPending ? "Memuat..." : "Pilih outlet"}
                options={(outlets.data ?? []).map((outlet) => ({ value: outlet._id, label: outlet.name }))}
                value={details.outlet}
                onChange={(event) => set("outlet", event.target.value)}
                error={problems.outlet ?? (outlets.isError ? OUTLETS_LOAD_FAILED : undefined)}
              />
              <TextField
                id="checkout-time"
                type="datetime-local"
                label={delivering ? "Waktu Pengantaran" : "Waktu Pesanan"}
                required
                value={details.dateTime}
                onChange={(event) => set("dateTime", event.target.value)}
                error={problems.dateTime}
              />
            </>
          )}
        </section>

        <section className="space-y-4 rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-stone-900">Data Pemesan</h2>
          {problems.customer ? <ErrorAlert>{problems.customer}</ErrorAlert> : null}
          <TextField
            id="checkout-name"
            label="Nama"
            required
            autoComplete="name"
            value={details.name}
            onChange={(event) => set("name", event.target.value)}
            invalid={Boolean(problems.customer && !details.name.trim())}
          />
          <TextField
            id="checkout-phone"
            label="Nomor Telepon"
            required
            type="tel"
            autoComplete="tel"
            value={details.phone}
            onChange={(event) => set("phone", event.target.value)}
            invalid={Boolean(problems.customer && !details.phone.trim())}
          />
          <TextField
            id="checkout-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={details.email}
            onChange={(event) => set("email", event.target.value)}
          />
          {delivering ? (
            <>
              {customer && customer.addresses.length > 0 ? (
                <SelectField
                  id="checkout-saved-address"
                  label="Alamat Tersimpan"
                  placeholder="Pilih alamat tersimpan"
                  options={customer.addresses.map((address) => ({ value: address._id, label: address.label }))}
                  onChange={(event) => {
                    const chosen = customer.addresses.find((address) => address._id === event.target.value);
                    if (!chosen) return;
                    setDetails((current) => ({
                      ...current,
                      addressDetail: chosen.detail,
                      addressNotes: chosen.notes ?? "",
                    }));
                  }}
                />
              ) : null}
              <TextareaField
                id="checkout-address"
                label="Alamat Pengiriman"
                required
                value={details.addressDetail}
                onChange={(event) => set("addressDetail", event.target.value)}
                error={problems.address}
              />
              <TextField
                id="checkout-address-notes"
                label="Catatan Alamat"
                hint="Patokan, warna pagar, dan sebagainya."
                value={details.addressNotes}
                onChange={(event) => set("addressNotes", event.target.value)}
              />
            </>
          ) : null}
        </section>

        <section className="space-y-3 rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
          <fieldset aria-describedby={problems.paymentMethod ? "checkout-payment-error" : undefined}>
            <legend className="mb-2 text-lg font-semibold text-stone-900">Metode Pembayaran</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {PAYMENTS.map((payment) => (
                <label key={payment.value} className={choiceClasses(details.paymentMethod === payment.value)}>
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={payment.value}
                    checked={details.paymentMethod === payment.value}
                    onChange={() => set("paymentMethod", payment.value)}
                    className="mt-1 accent-amber-600"
                  />
                  <span>
                    <span className="block font-medium text-stone-900">{payment.label}</span>
                    <span className="block text-xs text-stone-500">{payment.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {problems.paymentMethod ? (
            <p id="checkout-payment-error" className="text-sm text-red-600">
              {problems.paymentMethod}
            </p>
          ) : null}
        </section>
      </div>

      <aside className="h-fit space-y-4 rounded-2xl border border-amber-100 bg-white p-5 shadow-sm lg:sticky lg:top-20">
        <h2 className="text-lg font-semibold text-stone-900">Ringkasan</h2>
        <PromoField promo={promo} />
        <dl className="space-y-1.5 text-sm">
          <SummaryRow label="Subtotal" amount={totals.subTotal} />
          {totals.promoDiscount > 0 ? <SummaryRow label="Diskon promo" amount={-totals.promoDiscount} /> : null}
          {delivering ? <SummaryRow label="Ongkos kirim" amount={totals.deliveryFee} /> : null}
          <SummaryRow label={tax.taxLabel} amount={totals.tax} />
          <div className="flex justify-between border-t border-stone-100 pt-2 text-base font-bold text-stone-900">
            <dt>Total</dt>
            <dd>{formatRupiah(totals.totalAmount)}</dd>
          </div>
        </dl>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={busy}
          busyText="Memproses..."
          disabled={Boolean(closedMessage)}
        >
          Buat Pesanan
        </Button>
      </aside>
    </form>
  );
}

function SummaryRow({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between text-stone-600">
      <dt>{label}</dt>
      <dd>{amount < 0 ? `- ${formatRupiah(-amount)}` : formatRupiah(amount)}</dd>
    </div>
  );
}

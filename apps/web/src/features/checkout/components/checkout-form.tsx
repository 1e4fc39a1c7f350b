import {
  type CustomerAddress,
  type DeliveryMethod,
  type OrderRecord,
  offeredPaymentMethods,
  paymentMethodWords,
  type Settings,
  type TotalChangedDetails,
  tableLabel,
  taxFor,
} from "@kedai/shared";
import { Armchair } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { DateTimeField } from "../../../components/ui/date-time-input";
import { namedOptions, SelectField, TextareaField, TextField } from "../../../components/ui/field";
import { OrderSummaryLines } from "../../../components/ui/order-summary-lines";
import { cn } from "../../../lib/cn";
import { formatRupiah, todayKey } from "../../../lib/format";
import { useAppForm } from "../../../lib/use-app-form";
import { useOutlets } from "../api/get-outlets";
import { UNKNOWN_TABLE, useTableByToken } from "../api/get-table-by-token";
import { checkoutStartingDetails, useKeepCheckoutDraft } from "../checkout-draft";
import { type CheckoutDetails, type CheckoutLine, checkoutSchema, checkoutTotals } from "../checkout-model";
import { usePromoCode } from "../use-promo-code";
import { useSubmitCheckout } from "../use-submit-checkout";
import { PromoField } from "./promo-field";

export const OUTLETS_LOAD_FAILED = "Gagal memuat daftar outlet.";

const METHODS: { value: DeliveryMethod; label: string }[] = [
  { value: "dine-in", label: "Makan di Tempat" },
  { value: "pickup", label: "Ambil Sendiri" },
  { value: "delivery", label: "Diantar" },
];

export type CheckoutCustomer = { name: string; phone: string; email: string; addresses: CustomerAddress[] };

type CheckoutFormProps = {
  lines: readonly CheckoutLine[];
  tableToken: string | null;
  /** The signed-in customer: fills the contact fields and offers the saved addresses. */
  customer: CheckoutCustomer | null;
  pricing: { taxRatePercent: number; taxLabel: string; deliveryFee: number };
  /** Which ways to pay the shop offers (a bank account for transfers, cash to the courier). */
  payments: Pick<
    Settings,
    "accountNumber" | "cashOnDelivery" | "transferWaitsForConfirmation" | "cashOnDeliveryWaitsForConfirmation"
  >;
  /** The opening hours a chosen pickup or delivery time must fall in. */
  hours: Settings["operationalHours"];
  /** The server refused the total shown (a price changed meanwhile): look at the menu again. */
  onTotalChanged?: () => void;
  /** Why no order can be placed now (the shop is closed by its opening hours), or null. */
  closedMessage?: string | null;
  /** The shop is closed but takes pre-orders for later today: said above the form, which stays open. */
  preOrderMessage?: string | null;
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
  payments,
  hours,
  onTotalChanged,
  closedMessage = null,
  preOrderMessage = null,
  onPlaced,
  onDone,
}: CheckoutFormProps) {
  // The server's figures when it refused the total shown, while the cart and choices are still those it priced.
  const [serverTotals, setServerTotals] = useState<TotalChangedDetails | null>(null);

  const table = useTableByToken(tableToken);
  const outlets = useOutlets({ enabled: !tableToken });
  const promo = usePromoCode();
  const submitCheckout = useSubmitCheckout({
    lines,
    tableToken,
    promoCode: promo.applied?.code ?? null,
    onTotalChanged: (changed) => {
      setServerTotals(changed);
      onTotalChanged?.();
    },
    onPlaced,
    onDone,
  });

  /** The figures shown for these choices, and confirmed with the order. */
  function summaryFor({ method, outlet: outletId }: Pick<CheckoutDetails, "method" | "outlet">) {
    // A pickup or dine-in outlet with its own tax charges that; a delivery or a table order the settings' tax.
    const outlet = tableToken || method === "delivery" ? null : outlets.data?.find((one) => one._id === outletId);
    const tax = taxFor(pricing, outlet);
    const totals = checkoutTotals(lines, {
      method,
      promo: promo.applied?.promo ?? null,
      taxRatePercent: tax.taxRatePercent,
      deliveryFee: pricing.deliveryFee,
    });
    // This page's own figures, unless the server priced these same choices otherwise.
    const changed = serverTotals && serverTotals.confirmedTotal === totals.totalAmount ? serverTotals : null;
    return { tax, changed, shown: changed ?? totals };
  }

  // Opens with what this tab last typed (kept across a reload), else the signed-in customer's contact.
  const [startingDetails] = useState(() => checkoutStartingDetails(tableToken, customer));
  const { register, control, watch, setValue, errors, submit, submitting } = useAppForm({
    schema: checkoutSchema({ atTable: Boolean(tableToken), hours }),
    defaultValues: startingDetails,
    onValid: (details) => submitCheckout(details, summaryFor(details).shown.totalAmount),
    toastFirstProblem: true,
  });
  useKeepCheckoutDraft(watch);
  const [method, outletId, paymentMethod] = watch(["method", "outlet", "paymentMethod"]);
  const delivering = method === "delivery";
  const offered = offeredPaymentMethods(tableToken ? "dine-in" : method, payments);
  // A choice the new way of receiving does not offer (cash once it is a delivery without COD) is cleared.
  useEffect(() => {
    if (paymentMethod && !offered.includes(paymentMethod)) setValue("paymentMethod", "");
  }, [offered, paymentMethod, setValue]);
  // The outlet that makes the order: the first open one is suggested until the customer picks another.
  const firstOutlet = outlets.data?.[0]?._id;
  useEffect(() => {
    if (!tableToken && !outletId && firstOutlet) setValue("outlet", firstOutlet);
  }, [tableToken, outletId, firstOutlet, setValue]);
  const { tax, changed, shown } = summaryFor({ method, outlet: outletId });

  return (
    <form
      noValidate
      onSubmit={closedMessage ? (event) => event.preventDefault() : submit}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]"
    >
      <div className="space-y-6">
        {closedMessage ? <ErrorAlert>{closedMessage}</ErrorAlert> : null}
        {preOrderMessage ? (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {preOrderMessage}
          </p>
        ) : null}
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
                  {METHODS.map((choice) => (
                    <label key={choice.value} className={choiceClasses(method === choice.value)}>
                      <input type="radio" value={choice.value} className="sr-only" {...register("method")} />
                      <span className="font-medium">{choice.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              {/* Controlled: an outlet kept in the draft is shown once the outlets arrive. */}
              <Controller
                control={control}
                name="outlet"
                render={({ field }) => (
                  <SelectField
                    id="checkout-outlet"
                    label={delivering ? "Outlet Pengirim" : "Outlet"}
                    hint={delivering ? "Outlet yang membuat dan mengantar pesanan Anda." : undefined}
                    required
                    placeholder={outlets.isPending ? "Memuat..." : "Pilih outlet"}
                    options={namedOptions(outlets.data ?? [])}
                    error={errors.outlet?.message ?? (outlets.isError ? OUTLETS_LOAD_FAILED : undefined)}
                    {...field}
                  />
                )}
              />
              <DateTimeField
                control={control}
                name="dateTime"
                id="checkout-time"
                label={delivering ? "Waktu Pengantaran" : "Waktu Pesanan"}
                timeLabel={delivering ? "Jam pengantaran" : "Jam pesanan"}
                min={todayKey()}
                required
                error={errors.dateTime?.message}
              />
            </>
          )}
        </section>

        <section className="space-y-4 rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-stone-900">Data Pemesan</h2>
          <TextField
            id="checkout-name"
            label="Nama"
            required
            autoComplete="name"
            error={errors.name?.message}
            {...register("name")}
          />
          <TextField
            id="checkout-phone"
            label="Nomor Telepon"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="mis. 081234567890"
            error={errors.phone?.message}
            {...register("phone")}
          />
          <TextField
            id="checkout-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
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
                    setValue("addressDetail", chosen.detail, { shouldValidate: true });
                    setValue("addressNotes", chosen.notes ?? "");
                  }}
                />
              ) : null}
              <TextareaField
                id="checkout-address"
                label="Alamat Pengiriman"
                required
                error={errors.addressDetail?.message}
                {...register("addressDetail")}
              />
              <TextField
                id="checkout-address-notes"
                label="Catatan Alamat"
                hint="Patokan, warna pagar, dan sebagainya."
                {...register("addressNotes")}
              />
            </>
          ) : null}
        </section>

        <section className="space-y-3 rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
          <fieldset aria-describedby={errors.paymentMethod ? "checkout-payment-error" : undefined}>
            <legend className="mb-2 text-lg font-semibold text-stone-900">Metode Pembayaran</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {offered.map((value) => {
                const words = paymentMethodWords(value, tableToken ? "dine-in" : method);
                return (
                  <label key={value} className={choiceClasses(paymentMethod === value)}>
                    <input
                      type="radio"
                      value={value}
                      className="mt-1 accent-amber-600"
                      {...register("paymentMethod")}
                    />
                    <span>
                      <span className="block font-medium text-stone-900">{words.label}</span>
                      <span className="block text-xs text-stone-500">{words.hint}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {errors.paymentMethod ? (
            <p id="checkout-payment-error" className="text-sm text-red-600">
              {errors.paymentMethod.message}
            </p>
          ) : null}
        </section>
      </div>

      <aside className="h-fit space-y-4 rounded-2xl border border-amber-100 bg-white p-5 shadow-sm lg:sticky lg:top-20">
        <h2 className="text-lg font-semibold text-stone-900">Ringkasan</h2>
        <PromoField promo={promo} />
        {changed ? (
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            Total pesanan berubah dari <strong>{formatRupiah(changed.confirmedTotal)}</strong> menjadi{" "}
            <strong>{formatRupiah(changed.totalAmount)}</strong>. Periksa lalu tekan Buat Pesanan untuk memesan dengan
            total baru.
          </div>
        ) : null}
        {/* What is being ordered, as the cart had it. */}
        <ul aria-label="Pesanan Anda" className="space-y-1 border-b border-stone-100 pb-2 text-sm text-stone-700">
          {lines.map((line) => (
            <li key={`${line.productId}-${line.selectedOptions.map((option) => option.name).join(",")}`}>
              <span className="flex justify-between gap-3">
                <span>{`${line.quantity}× ${line.name}`}</span>
              </span>
              {line.selectedOptions.length > 0 ? (
                <span className="block text-xs text-stone-500">
                  {line.selectedOptions.map((option) => option.name).join(", ")}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <OrderSummaryLines
          figures={{ ...shown, taxLabel: tax.taxLabel }}
          delivering={delivering}
          totalTestId="checkout-total"
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={submitting}
          busyText="Memproses..."
          disabled={Boolean(closedMessage)}
        >
          Buat Pesanan
        </Button>
      </aside>
    </form>
  );
}

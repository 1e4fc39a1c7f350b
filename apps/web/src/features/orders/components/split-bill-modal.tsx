import { MAX_SPLIT_PARTS, type OrderRecord, optionLine } from "@kedai/shared";
import { z } from "zod";
import { Button, ErrorAlert, Modal, QuantityStepper } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";
import { useAppForm } from "../../../lib/use-app-form";
import { SPLIT_FAILED, useSplitOrder } from "../api/split-order";
import { tillOrderNumber } from "../order-labels";

const splitForm = z
  .object({
    mode: z.enum(["lines", "parts"]),
    quantities: z.array(z.number().int().min(0)),
    parts: z
      .number()
      .int()
      .min(2, "Jumlah bagian minimal 2.")
      .max(MAX_SPLIT_PARTS, `Jumlah bagian maksimal ${MAX_SPLIT_PARTS}.`),
  })
  .refine((values) => values.mode === "parts" || values.quantities.some((quantity) => quantity > 0), {
    message: "Pilih minimal satu menu untuk dipisah.",
    path: ["quantities"],
  });
type SplitForm = z.infer<typeof splitForm>;

/** `amount` in `parts` equal rupiah shares, the rest on the last (as the server cuts the food). */
function shares(amount: number, parts: number): number[] {
  const share = Math.floor(amount / parts);
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? amount - share * (parts - 1) : share));
}

const modeButton = (active: boolean) =>
  cn(
    "flex-1 rounded-lg border-2 px-3 py-2 text-sm font-semibold",
    active ? "border-amber-500 bg-amber-50 text-amber-800" : "border-stone-200 bg-white text-stone-600",
  );

/**
 * 'Pisah Tagihan' (docs/decisions/0034-split-move-merge.md): chosen quantities of the lines go to a
 * new bill at the same table, or the bill is cut in N equal parts; each new bill is paid and
 * printed on its own. The figures here are the food only: the server prices every bill again
 * (service, tax, promo, points).
 */
function SplitBillForm({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const split = useSplitOrder();
  const { watch, setValue, submit, submitting, formError, errors, showFailure } = useAppForm({
    schema: splitForm,
    defaultValues: { mode: "lines", quantities: order.items.map(() => 0), parts: 2 },
    onValid: async (values: SplitForm) => {
      const body =
        values.mode === "parts"
          ? { parts: values.parts }
          : {
              lines: order.items
                .map((item, index) => ({ lineId: item._id, quantity: values.quantities[index] }))
                .filter((line) => line.quantity > 0),
            };
      try {
        await split.mutateAsync({ order, body });
        onClose();
      } catch (error) {
        showFailure(error, SPLIT_FAILED);
      }
    },
  });
  const mode = watch("mode");
  const quantities = watch("quantities");
  const parts = watch("parts");
  const movedFood = order.items.reduce((sum, item, index) => sum + item.finalPricePerItem * quantities[index], 0);

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Pisah tagihan">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <fieldset className="flex gap-2">
        <legend className="sr-only">Cara memisah</legend>
        <button
          type="button"
          aria-pressed={mode === "lines"}
          className={modeButton(mode === "lines")}
          onClick={() => setValue("mode", "lines")}
        >
          Pilih Menu
        </button>
        <button
          type="button"
          aria-pressed={mode === "parts"}
          className={modeButton(mode === "parts")}
          onClick={() => setValue("mode", "parts")}
        >
          Bagi Rata
        </button>
      </fieldset>
      {mode === "lines" ? (
        <>
          <p className="text-sm text-stone-600">
            Pilih jumlah tiap menu yang pindah ke tagihan baru di meja yang sama.
          </p>
          <ul className="divide-y divide-stone-100">
            {order.items.map((item, index) => (
              <li key={item._id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">
                    {item.name} <span className="text-stone-500">× {item.quantity}</span>
                  </p>
                  {item.selectedOptions.map((option) => (
                    <p key={option.name} className="text-xs text-stone-500">
                      {optionLine(option)}
                    </p>
                  ))}
                  <p className="text-xs text-stone-500 tabular-nums">{formatRupiah(item.finalPricePerItem)} / item</p>
                </div>
                <QuantityStepper
                  label={item.name}
                  quantity={quantities[index]}
                  max={item.quantity}
                  onChange={(quantity) => setValue(`quantities.${index}`, quantity, { shouldValidate: true })}
                />
              </li>
            ))}
          </ul>
          {errors.quantities ? <p className="text-sm text-red-600">{errors.quantities.message}</p> : null}
          <p className="flex justify-between text-sm font-semibold">
            <span>Makanan di tagihan baru</span>
            <span className="tabular-nums">{formatRupiah(movedFood)}</span>
          </p>
        </>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm font-medium text-stone-700">Jumlah bagian</span>
            <QuantityStepper
              label="bagian"
              quantity={parts}
              min={2}
              max={MAX_SPLIT_PARTS}
              onChange={(value) => setValue("parts", value, { shouldValidate: true })}
            />
          </div>
          <ul className="space-y-1 text-sm" aria-label="Bagian tagihan">
            {shares(order.subTotal, parts)
              .map((share, index) => ({ part: index + 1, share }))
              .map(({ part, share }) => (
                <li key={part} className="flex justify-between">
                  <span>Bagian {part}</span>
                  <span className="tabular-nums">{formatRupiah(share)}</span>
                </li>
              ))}
          </ul>
        </>
      )}
      <p className="text-xs text-stone-500">
        Servis, pajak, promo dan poin tiap tagihan dihitung ulang oleh server. Stok tidak berubah.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={submitting}>
          Batal
        </Button>
        <Button type="submit" busy={submitting}>
          Pisah Tagihan
        </Button>
      </div>
    </form>
  );
}

/** The split dialog for `order`; closed while null. */
export function SplitBillModal({ order, onClose }: { order: OrderRecord | null; onClose: () => void }) {
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      size="lg"
      title={order ? `Pisah Tagihan ${tillOrderNumber(order)}` : "Pisah Tagihan"}
    >
      {order ? <SplitBillForm key={order._id} order={order} onClose={onClose} /> : null}
    </Modal>
  );
}

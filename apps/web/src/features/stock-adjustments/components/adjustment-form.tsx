import {
  type EntityName,
  isOutgoingAdjustment,
  STOCK_ADJUSTMENT_TYPES,
  type StockAdjustmentBody,
  type StockAdjustmentInput,
  stockAdjustmentFormBody,
} from "@kedai/shared";
import { Save } from "lucide-react";
import type { DefaultValues } from "react-hook-form";
import {
  Button,
  DateField,
  ErrorAlert,
  namedOptions,
  QuantityField,
  SelectField,
  type StockLocationChoices,
  StockLocationField,
  TextareaField,
  useConfirm,
} from "../../../components/ui";
import { todayKey } from "../../../lib/format";
import { formatQuantity } from "../../../lib/stock-format";
import { distinctMessages, useAppForm } from "../../../lib/use-app-form";
import { checkAdjustment } from "../adjustment-check";

/** A stock item to choose, with its unit for the confirmation. */
type AdjustableItem = EntityName & { unit?: EntityName | null };

/** What each item holds at one location. */
type QuantitiesAt = (location: string | undefined) => Promise<readonly { _id: string; quantityInStock: number }[]>;

/** Nothing chosen or typed yet, dated today; the selects show their placeholders. */
const emptyAdjustment = (): DefaultValues<StockAdjustmentInput> => ({
  stockItem: "",
  quantity: undefined,
  type: "" as StockAdjustmentInput["type"],
  // Head office, as the API reads a blank location.
  location: "",
  notes: "",
  date: todayKey(),
});

/** 'Stok berkurang' or 'Stok bertambah': what the chosen type will do, before it is saved. */
function directionOf(type: StockAdjustmentInput["type"] | ""): string {
  if (!type) return "Rusak, Kadaluarsa, Hilang dan Return Supplier mengurangi stok; Ditemukan dan Lainnya menambah.";
  return isOutgoingAdjustment(type)
    ? "Stok akan berkurang sebanyak kuantitas ini."
    : "Stok akan bertambah sebanyak kuantitas ini.";
}

/**
 * A stock adjustment: item, location (default head office), a positive quantity (min 0.01), its
 * type (which decides whether stock goes down or up), notes and the day (default today). Checked
 * with the contract the server uses. A quantity that would take the location's stock below zero,
 * or far beyond what it holds, is confirmed first with the resulting figure there. The form
 * empties once saved.
 */
export function AdjustmentForm({
  stockItems,
  locations,
  quantitiesAt,
  saving,
  onSubmit,
}: {
  stockItems: readonly AdjustableItem[];
  locations: StockLocationChoices;
  /** Read when saving, so the confirmation shows the location's figure as it is then. */
  quantitiesAt: QuantitiesAt;
  saving: boolean;
  /** Resolves true when the adjustment was recorded (the form then empties). */
  onSubmit: (body: StockAdjustmentBody) => Promise<boolean>;
}) {
  const confirm = useConfirm();
  const { register, control, reset, watch, errors, submit, submitting } = useAppForm<
    StockAdjustmentInput,
    StockAdjustmentBody
  >({
    schema: stockAdjustmentFormBody,
    defaultValues: emptyAdjustment(),
    onValid: async (body) => {
      const item = stockItems.find((row) => row._id === body.stockItem);
      // Unreadable figures only skip the question: the server still records the adjustment.
      const here = await quantitiesAt(body.location).catch(() => []);
      const inStock = here.find((row) => row._id === body.stockItem)?.quantityInStock;
      if (item && inStock !== undefined) {
        const check = checkAdjustment(inStock, body.type, body.quantity);
        if (check.confirm) {
          const unit = item.unit?.name ? ` ${item.unit.name}` : "";
          const place =
            locations.outlets.find((outlet) => outlet._id === body.location)?.name ?? locations.headOffice?.name;
          const now = `${formatQuantity(inStock)}${unit}`;
          const after = `${formatQuantity(check.after)}${unit}`;
          const yes = await confirm({
            title: check.reason === "negative" ? "Stok akan minus" : "Kuantitas jauh di atas stok",
            message: `Stok ${item.name}${place ? ` di ${place}` : ""} akan menjadi ${after} (sekarang ${now}). Lanjutkan penyesuaian ini?`,
            confirmText: "Ya, Simpan",
            cancelText: "Periksa Lagi",
            tone: check.reason === "negative" ? "danger" : undefined,
          });
          if (!yes) return;
        }
      }
      if (await onSubmit(body)) reset(emptyAdjustment());
    },
  });
  const messages = distinctMessages(
    [errors.stockItem, errors.location, errors.quantity, errors.type, errors.notes, errors.date].map((e) => e?.message),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Catat penyesuaian stok" className="space-y-4">
      {messages.length > 0 ? <ErrorAlert>{messages.join(" ")}</ErrorAlert> : null}
      <SelectField
        id="adjustment-item"
        label="Item Stok"
        required
        placeholder="Pilih item stok"
        options={namedOptions(stockItems)}
        invalid={Boolean(errors.stockItem)}
        {...register("stockItem")}
      />
      <StockLocationField
        id="adjustment-location"
        label="Lokasi"
        locations={locations}
        invalid={Boolean(errors.location)}
        {...register("location")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <QuantityField
          control={control}
          name="quantity"
          id="adjustment-quantity"
          label="Kuantitas"
          required
          unit={stockItems.find((row) => row._id === watch("stockItem"))?.unit?.name}
          invalid={Boolean(errors.quantity)}
        />
        <SelectField
          id="adjustment-type"
          label="Tipe"
          required
          placeholder="Pilih tipe"
          options={STOCK_ADJUSTMENT_TYPES.map((type) => ({ value: type, label: type }))}
          invalid={Boolean(errors.type)}
          hint={directionOf(watch("type"))}
          {...register("type")}
        />
      </div>
      <DateField
        control={control}
        name="date"
        id="adjustment-date"
        label="Tanggal"
        required
        invalid={Boolean(errors.date)}
      />
      <TextareaField id="adjustment-notes" label="Catatan" rows={2} {...register("notes")} />
      <Button
        type="submit"
        busy={saving || submitting}
        busyText="Menyimpan..."
        icon={<Save aria-hidden="true" className="size-4" />}
      >
        Simpan Penyesuaian
      </Button>
    </form>
  );
}

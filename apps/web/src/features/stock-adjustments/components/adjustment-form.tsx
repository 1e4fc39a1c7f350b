import { zodResolver } from "@hookform/resolvers/zod";
import {
  type EntityName,
  STOCK_ADJUSTMENT_TYPES,
  type StockAdjustmentBody,
  type StockAdjustmentInput,
  signedAdjustment,
  stockAdjustmentBody,
} from "@kedai/shared";
import { Save } from "lucide-react";
import { type DefaultValues, useForm } from "react-hook-form";
import { Button, ErrorAlert, namedOptions, SelectField, TextareaField, TextField } from "../../../components/ui";
import { toOptionalNumber } from "../../../lib/form-numbers";
import { todayKey } from "../../../lib/format";

/** Nothing chosen or typed yet, dated today; the selects show their placeholders. */
const emptyAdjustment = (): DefaultValues<StockAdjustmentInput> => ({
  stockItem: "",
  quantity: undefined,
  type: undefined,
  notes: "",
  date: todayKey(),
});

/** 'Stok berkurang' or 'Stok bertambah': what the chosen type will do, before it is saved. */
function directionOf(type: StockAdjustmentInput["type"] | ""): string {
  if (!type) return "Rusak, Kadaluarsa, Hilang dan Return Supplier mengurangi stok; Ditemukan dan Lainnya menambah.";
  return signedAdjustment(type, 1) < 0
    ? "Stok akan berkurang sebanyak kuantitas ini."
    : "Stok akan bertambah sebanyak kuantitas ini.";
}

/**
 * A stock adjustment: item, a positive quantity (min 0.01), its type (which decides whether stock
 * goes down or up), notes and the day (default today). Checked with the contract the server uses.
 */
export function AdjustmentForm({
  stockItems,
  saving,
  onSubmit,
}: {
  stockItems: readonly EntityName[];
  saving: boolean;
  /** Resolves true when the adjustment was recorded (the form then empties). */
  onSubmit: (body: StockAdjustmentBody) => Promise<boolean>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<StockAdjustmentInput, unknown, StockAdjustmentBody>({
    resolver: zodResolver(stockAdjustmentBody),
    defaultValues: emptyAdjustment(),
  });
  const messages = [
    ...new Set([errors.stockItem, errors.quantity, errors.type, errors.notes, errors.date].map((e) => e?.message)),
  ].filter((message): message is string => Boolean(message));

  const submit = handleSubmit(async (body) => {
    if (await onSubmit(body)) reset(emptyAdjustment());
  });

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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="adjustment-quantity"
          label="Kuantitas"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          required
          invalid={Boolean(errors.quantity)}
          {...register("quantity", { setValueAs: toOptionalNumber })}
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
      <TextField id="adjustment-date" label="Tanggal" type="date" required {...register("date")} />
      <TextareaField id="adjustment-notes" label="Catatan" rows={2} {...register("notes")} />
      <Button type="submit" busy={saving} busyText="Menyimpan..." icon={<Save aria-hidden="true" className="size-4" />}>
        Simpan Penyesuaian
      </Button>
    </form>
  );
}

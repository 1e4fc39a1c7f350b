import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type StockItemBody,
  type StockItemInput,
  type StockItemRecord,
  stockItemBody,
  stockItemUpdateBody,
  type UnitRecord,
} from "@kedai/shared";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import {
  CheckboxField,
  QuantityField,
  RecordForm,
  RupiahField,
  SelectField,
  TextField,
  useConfirmLargeQuantities,
} from "../../../components/ui";
import { paths } from "../../../config/paths";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";
import type { SubmitResult } from "../../../lib/use-resource";

const EMPTY: StockItemInput = {
  name: "",
  unit: "",
  quantityInStock: 0,
  cost: 0,
  isPackaging: false,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
};

function valuesOf(item: StockItemRecord): StockItemInput {
  return {
    name: item.name,
    unit: item.unit._id,
    quantityInStock: item.quantityInStock,
    cost: item.cost,
    isPackaging: item.isPackaging,
    lowStockThreshold: item.lowStockThreshold,
  };
}

/**
 * Editing validates with the update contract: sales may have taken the stock below zero, and that
 * stored quantity must be sendable back unchanged.
 */
export function StockForm({
  units,
  unitsLoading,
  ...props
}: RecordFormProps<StockItemRecord, StockItemBody> & { units: UnitRecord[]; unitsLoading: boolean }) {
  const confirmLarge = useConfirmLargeQuantities();
  const { record } = props;
  // Usual for an edited item: its stored stock and threshold. A new item has no figure to compare.
  const onSubmit = async (body: StockItemBody): Promise<SubmitResult> => {
    const unit = units.find((row) => row._id === body.unit)?.name;
    const usual = record ? [record.quantityInStock, record.lowStockThreshold] : null;
    const sure =
      !usual ||
      (await confirmLarge([
        { name: `Stok ${body.name}`, quantity: body.quantityInStock, unit, usual },
        { name: `Batas stok menipis ${body.name}`, quantity: body.lowStockThreshold, unit, usual },
      ]));
    return sure ? props.onSubmit(body) : { ok: false };
  };
  const { register, control, errors, editing, formProps } = useRecordForm(
    { ...props, onSubmit },
    {
      // Both contracts produce the same fields; the update one only widens what passes.
      schema: (props.record ? stockItemUpdateBody : stockItemBody) as z.ZodType<StockItemBody, StockItemInput>,
      empty: EMPTY,
      toValues: valuesOf,
    },
  );

  const unitId = useWatch({ control, name: "unit" });
  const unitName = units.find((unit) => unit._id === unitId)?.name;
  const unitHint =
    !unitsLoading && units.length === 0 ? (
      <>
        Belum ada satuan.{" "}
        <Link to={paths.admin.units} className="font-medium text-amber-700 underline">
          Tambah satuan
        </Link>{" "}
        terlebih dahulu.
      </>
    ) : undefined;

  return (
    <RecordForm {...formProps} createLabel="Tambah Item">
      <TextField
        id="stock-name"
        label="Nama Item"
        placeholder="mis. Tepung Terigu"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <SelectField
        id="stock-unit"
        label="Satuan"
        required
        placeholder={unitsLoading ? "Memuat satuan..." : "Pilih satuan"}
        options={units.map((unit) => ({ value: unit._id, label: unit.name }))}
        hint={unitHint}
        error={errors.unit?.message}
        {...register("unit")}
      />
      {/* Editing may send back a stored figure that sales took below zero. */}
      <QuantityField
        control={control}
        name="quantityInStock"
        id="stock-quantity"
        label="Jumlah Stok"
        unit={unitName}
        allowNegative={editing}
        error={errors.quantityInStock?.message}
      />
      {/* Rp 12,5 per gram: a cost keeps up to 4 decimals, like the database. */}
      <RupiahField
        control={control}
        name="cost"
        id="stock-cost"
        label="Harga per Satuan (Rp)"
        decimals={4}
        error={errors.cost?.message}
      />
      <QuantityField
        control={control}
        name="lowStockThreshold"
        id="stock-threshold"
        label="Batas Stok Menipis"
        unit={unitName}
        hint="Item ditandai saat stoknya sama dengan atau di bawah batas ini."
        error={errors.lowStockThreshold?.message}
      />
      <CheckboxField
        id="stock-packaging"
        label="Bahan kemasan"
        hint="Dipakai untuk pesanan Take Away; tidak bisa diminta oleh member franchise."
        fieldClassName="@xl:pt-7"
        {...register("isPackaging")}
      />
    </RecordForm>
  );
}

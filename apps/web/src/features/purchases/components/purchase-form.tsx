import {
  type EntityName,
  PAYMENT_METHODS_FOR_PURCHASE,
  type PurchaseBody,
  SUPPLIER_REQUIRED_MESSAGE,
} from "@kedai/shared";
import { Save } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import {
  Button,
  DateField,
  ItemQuantityCells,
  namedOptions,
  RepeatableRows,
  RupiahField,
  SelectField,
  type StockLocationChoices,
  StockLocationField,
  TextareaField,
  TextField,
  useConfirmLargeQuantities,
} from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { useSubmitOnce } from "../../../lib/use-submit-once";
import {
  EMPTY_PURCHASE_ITEM,
  emptyPurchaseForm,
  invalidPurchaseItems,
  lineTotal,
  type PurchaseFormValues,
  purchaseFormProblem,
  purchaseTotal,
  toPurchaseBody,
} from "../purchase-form-model";

/**
 * A stock item the purchase can add to: its name and unit, and what is known of its usual size
 * (stock on hand over all locations, its low-stock threshold) for the far-beyond question.
 */
export type PurchasableItem = {
  _id: string;
  name: string;
  unit: EntityName;
  quantityInStock?: number;
  lowStockThreshold?: number;
};

export type PurchaseFormProps = {
  suppliers: readonly EntityName[];
  /** Where the goods may be received; head office first and the default. */
  locations: StockLocationChoices;
  stockItems: readonly PurchasableItem[];
  saving: boolean;
  /** Resolves true when the purchase was recorded (the form then starts afresh). */
  onSubmit: (body: PurchaseBody) => Promise<boolean>;
};

/**
 * A purchase from a supplier: repeatable item rows (stock item, quantity, price per unit) with
 * their subtotals and the live total, then where they are received, invoice, date, payment method
 * and notes. Checked here
 * before anything is sent; the server checks again and computes the total itself.
 */
export function PurchaseForm({ suppliers, locations, stockItems, saving, onSubmit }: PurchaseFormProps) {
  const { register, control, handleSubmit, reset } = useForm<PurchaseFormValues>({
    defaultValues: emptyPurchaseForm(),
  });
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  const items = useWatch({ control, name: "items" }) ?? [];
  const [checked, setChecked] = useState(false);
  const [supplierMissing, setSupplierMissing] = useState(false);
  const confirmLarge = useConfirmLargeQuantities();
  const byId = new Map(stockItems.map((item) => [item._id, item]));
  const options = namedOptions(stockItems);
  const invalidRows = new Set(checked ? invalidPurchaseItems(items) : []);

  const { submit, pending } = useSubmitOnce(
    handleSubmit(async (values) => {
      const problem = purchaseFormProblem(values);
      setChecked(true);
      setSupplierMissing(!values.supplier);
      if (problem) {
        toast.warn(problem);
        return;
      }
      // Usual for an item here: its stock on hand over all locations, or its low-stock threshold.
      const sure = await confirmLarge(
        values.items.map((item) => {
          const stockItem = byId.get(item.stockItem);
          return {
            name: stockItem?.name ?? "Item",
            quantity: item.quantity ?? 0,
            unit: stockItem?.unit.name,
            usual: [stockItem?.quantityInStock, stockItem?.lowStockThreshold],
            result: `subtotal ${formatRupiah(lineTotal(item))}`,
          };
        }),
      );
      if (!sure) return;
      if (await onSubmit(toPurchaseBody(values))) {
        reset(emptyPurchaseForm());
        setChecked(false);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Catat pembelian" className="space-y-5">
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <SelectField
          id="purchase-supplier"
          label="Supplier"
          required
          placeholder="Pilih supplier"
          options={namedOptions(suppliers)}
          error={supplierMissing ? SUPPLIER_REQUIRED_MESSAGE : undefined}
          {...register("supplier", { onChange: () => setSupplierMissing(false) })}
        />
        <StockLocationField
          id="purchase-location"
          label="Diterima di"
          locations={locations}
          {...register("location")}
        />
        <TextField id="purchase-invoice" label="Nomor Invoice" placeholder="Opsional" {...register("invoiceNumber")} />
        <DateField control={control} name="purchaseDate" id="purchase-date" label="Tanggal Pembelian" required />
        <SelectField
          id="purchase-payment"
          label="Metode Pembayaran"
          options={PAYMENT_METHODS_FOR_PURCHASE.map((method) => ({ value: method, label: method }))}
          {...register("paymentMethod")}
        />
      </div>

      <RepeatableRows
        legend="Item Pembelian"
        hint="Jumlah dalam satuan item stok; harga beli per satuan."
        rowKeys={fields.map((field) => field.id)}
        columnsClassName="grid-cols-[minmax(0,1fr)_6rem_8rem_auto] sm:grid-cols-[minmax(0,1fr)_6rem_4rem_8rem_7rem_auto]"
        invalidRows={invalidRows}
        onAdd={() => append({ ...EMPTY_PURCHASE_ITEM })}
        addLabel="Tambah Item"
        onRemove={remove}
        removeLabel="Hapus item"
        minRows={1}
        renderRow={(index) => {
          const row = items[index] ?? EMPTY_PURCHASE_ITEM;
          return (
            <>
              <ItemQuantityCells
                index={index}
                options={options}
                unit={byId.get(row.stockItem)?.unit.name}
                itemProps={register(`items.${index}.stockItem`)}
                control={control}
                quantityName={`items.${index}.quantity`}
              />
              {/* Per unit, so it may have decimals (Rp 12,5 per gram), like a stock cost. */}
              <RupiahField
                control={control}
                name={`items.${index}.purchasePrice`}
                id={`purchase-price-${index}`}
                label={`Harga beli ${index + 1}`}
                hideLabel
                placeholder="Harga/satuan"
                decimals={4}
              />
              <span className="hidden text-right text-sm text-stone-600 sm:block">{formatRupiah(lineTotal(row))}</span>
            </>
          );
        }}
        footer={
          <p className="text-sm text-stone-700">
            Total:{" "}
            <output aria-label="Total pembelian" className="text-lg font-bold text-stone-900">
              {formatRupiah(purchaseTotal(items))}
            </output>
          </p>
        }
      />

      <TextareaField id="purchase-notes" label="Catatan" rows={2} {...register("notes")} />
      <Button
        type="submit"
        busy={saving || pending}
        busyText="Menyimpan..."
        icon={<Save aria-hidden="true" className="size-4" />}
      >
        Simpan Pembelian
      </Button>
    </form>
  );
}

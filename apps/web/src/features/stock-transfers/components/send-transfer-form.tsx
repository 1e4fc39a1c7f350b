import { type StockCatalogRecord, type StockTransferBody, stockTransferBody } from "@kedai/shared";
import { Send } from "lucide-react";
import { type Control, type DefaultValues, useFieldArray, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  Button,
  ErrorAlert,
  ItemQuantityCells,
  namedOptions,
  RepeatableRows,
  type StockLocationChoices,
  StockLocationField,
  TextareaField,
  useConfirmLargeQuantities,
} from "../../../components/ui";
import { formatQuantity } from "../../../lib/stock-format";
import { distinctMessages, useAppForm } from "../../../lib/use-app-form";
import { useHeldAt } from "../../../lib/use-held-at";

/** The form as typed: Dari left blank is head office, as its select shows it; Ke must be chosen. */
type SendTransferValues = {
  from: string;
  to: string;
  items: { stockItem: string; quantity: number | undefined }[];
  notes: string;
};

const emptyRow = () => ({ stockItem: "", quantity: undefined });

const emptyTransfer = (): DefaultValues<SendTransferValues> => ({ from: "", to: "", items: [emptyRow()], notes: "" });

/** The contract the server parses with, once a blank Dari reads as head office's id. */
const sendTransferSchema = (headOffice: string | undefined) =>
  z.preprocess((values: SendTransferValues) => ({ ...values, from: values.from || headOffice }), stockTransferBody);

/**
 * Sends stock from one location to another (Dari defaults to head office): rows of item + quantity
 * (one row per item, as the receiver checks it) and notes. Checked with the contract the server
 * uses; a refusal (not enough stock at Dari) is said above the fields with the server's words.
 * Under each chosen item, what Dari holds of it now (red when the row asks for more). The form
 * empties once sent.
 */
export function SendTransferForm({
  stockItems,
  locations,
  onSubmit,
}: {
  /** With `quantityInStock` (over all locations) where known, the yardstick of the far-beyond question. */
  stockItems: readonly (StockCatalogRecord & { quantityInStock?: number })[];
  locations: StockLocationChoices;
  /** Resolves once sent (the form then empties); rejects with the server's refusal. */
  onSubmit: (body: StockTransferBody) => Promise<unknown>;
}) {
  const confirmLarge = useConfirmLargeQuantities();
  const byId = new Map(stockItems.map((item) => [item._id, item]));
  const { register, control, reset, errors, submit, submitting, formError, showFailure } = useAppForm<
    SendTransferValues,
    StockTransferBody
  >({
    schema: sendTransferSchema(locations.headOffice?._id),
    defaultValues: emptyTransfer(),
    onValid: async (body) => {
      const sure = await confirmLarge(
        body.items.map(({ stockItem, quantity }) => {
          const item = byId.get(stockItem);
          return { name: item?.name ?? "Item", quantity, unit: item?.unit.name, usual: [item?.quantityInStock] };
        }),
      );
      if (!sure) return;
      try {
        await onSubmit(body);
        reset(emptyTransfer());
      } catch (error) {
        showFailure(error, "Gagal mengirim transfer stok.");
      }
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  const rows = useWatch({ control, name: "items" }) ?? [];
  const source = useWatch({ control, name: "from" }) || locations.headOffice?._id || "";
  const sourceName = [locations.headOffice, ...locations.outlets].find((place) => place?._id === source)?.name;
  const held = useHeldAt(source);
  /** What the source holds of the row's item, said under it; red when the row asks for more. */
  const heldNote = (index: number) => {
    const row = rows[index];
    const item = byId.get(row?.stockItem ?? "");
    if (!item || !held || !sourceName) return undefined;
    const quantity = held.get(item._id) ?? 0;
    const short = row?.quantity !== undefined && row.quantity > quantity;
    return (
      <span className={short ? "font-semibold text-red-700" : undefined}>
        Stok di {sourceName}: {formatQuantity(quantity)} {item.unit.name}
      </span>
    );
  };
  const rowErrors = errors.items ?? [];
  const invalidRows = new Set(fields.flatMap((_, index) => (rowErrors[index] ? [index] : [])));
  const messages = distinctMessages([
    formError,
    errors.from?.message,
    errors.to?.message,
    errors.items?.message,
    errors.items?.root?.message,
    ...fields.flatMap((_, index) => [rowErrors[index]?.stockItem?.message, rowErrors[index]?.quantity?.message]),
    errors.notes?.message,
  ]);

  return (
    <form onSubmit={submit} noValidate aria-label="Kirim transfer stok" className="space-y-4">
      {messages.length > 0 ? <ErrorAlert>{messages.join(" ")}</ErrorAlert> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StockLocationField
          id="transfer-from"
          label="Dari"
          required
          locations={locations}
          invalid={Boolean(errors.from)}
          {...register("from")}
        />
        <StockLocationField
          id="transfer-to"
          label="Ke"
          required
          locations={locations}
          placeholder="Pilih lokasi tujuan"
          invalid={Boolean(errors.to)}
          {...register("to")}
        />
      </div>
      <RepeatableRows
        legend="Item yang Dikirim"
        hint="Satu baris per item; stok di lokasi asal berkurang saat transfer dikirim."
        rowKeys={fields.map((field) => field.id)}
        columnsClassName="grid-cols-[minmax(0,1fr)_auto_auto] @md:grid-cols-[minmax(0,1fr)_6rem_4rem_auto]"
        onAdd={() => append(emptyRow())}
        addLabel="Tambah Item"
        onRemove={remove}
        removeLabel="Hapus item"
        minRows={1}
        invalidRows={invalidRows}
        renderRow={(index) => (
          <ItemQuantityCells
            index={index}
            options={namedOptions(stockItems)}
            unit={byId.get(rows[index]?.stockItem ?? "")?.unit.name}
            unitClassName="min-w-12"
            itemProps={{ ...register(`items.${index}.stockItem`), className: "col-span-full @md:col-span-1" }}
            // The cells read and write the typed values only; the parsed body's shape does not concern them.
            control={control as unknown as Control<SendTransferValues>}
            quantityName={`items.${index}.quantity`}
            note={heldNote(index)}
          />
        )}
      />
      <TextareaField id="transfer-notes" label="Catatan" rows={2} placeholder="Opsional" {...register("notes")} />
      <Button
        type="submit"
        busy={submitting}
        busyText="Mengirim..."
        icon={<Send aria-hidden="true" className="size-4" />}
      >
        Kirim Transfer
      </Button>
    </form>
  );
}

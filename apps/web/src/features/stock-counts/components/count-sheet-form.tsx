import { type StockCountBody, type StockCountRecord, type StockItemRecord, stockCountBody } from "@kedai/shared";
import { Printer, Save } from "lucide-react";
import { useState } from "react";
import { type Control, type DefaultValues, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  Button,
  DateField,
  ErrorAlert,
  Input,
  QuantityField,
  SelectField,
  type StockLocationChoices,
  StockLocationField,
  TextareaField,
  useConfirmLargeQuantities,
} from "../../../components/ui";
import { formatRupiah, todayKey } from "../../../lib/format";
import { formatQuantity } from "../../../lib/stock-format";
import { distinctMessages, useAppForm } from "../../../lib/use-app-form";
import { useListQuery } from "../../../lib/use-resource";
import { COUNT_CATEGORIES, type CountCategory, countCategoryOptions } from "../count-category";

/** A blank sheet to count on paper: where, which day, which kind of item, and the items in it. */
export type BlankCountSheet = {
  location: string;
  date: string;
  category: string;
  items: StockItemRecord[];
};

/** The sheet as typed: Lokasi blank is head office; a count left blank is an item not counted. */
type CountSheetValues = {
  location: string;
  date: string;
  notes: string;
  counts: Record<string, number | undefined>;
};

const emptySheet = (): DefaultValues<CountSheetValues> => ({ location: "", date: todayKey(), notes: "", counts: {} });

/** A draft as the sheet shows it again (head office as the blank choice, as the select has it). */
const sheetOf = (draft: StockCountRecord, headOffice: string | undefined): CountSheetValues => ({
  location: draft.location._id === headOffice ? "" : draft.location._id,
  date: draft.date,
  notes: draft.notes ?? "",
  counts: Object.fromEntries(
    draft.items.flatMap((line) => (line.stockItem._id ? [[line.stockItem._id, line.countedQuantity]] : [])),
  ),
});

const isCounted = (value: unknown): value is number => typeof value === "number" && !Number.isNaN(value);

/** The contract the server parses with: head office's id for a blank Lokasi, the counted items only. */
const countSheetSchema = (headOffice: string | undefined) =>
  z.preprocess(
    (values: CountSheetValues) => ({
      location: values.location || headOffice,
      date: values.date,
      notes: values.notes,
      items: Object.entries(values.counts ?? {}).flatMap(([stockItem, counted]) =>
        isCounted(counted) ? [{ stockItem, countedQuantity: counted }] : [],
      ),
    }),
    stockCountBody,
  );

/** The difference as the sheet says it: 'kurang 2,5 kg' (missing), 'lebih 1 kg' (found), 'sesuai'. */
function describe(difference: number, unit: string): string {
  const rounded = Math.round(difference * 10_000) / 10_000;
  if (rounded === 0) return "Sesuai";
  return `${rounded < 0 ? "Kurang" : "Lebih"} ${formatQuantity(Math.abs(rounded))} ${unit}`;
}

/**
 * A count sheet (stok opname) for one location and day: every stock item with what the system holds
 * there, the counted quantity typed beside it (blank: not counted), and the difference and its value
 * as it is typed. Saved as a draft (posting is the list's step, with a confirmation). Built to be
 * typed on a phone in the storeroom: one card per item, the number keypad for counts. 'Kategori'
 * narrows the sheet to ingredients or packaging; 'Cetak Lembar Hitung' prints the items shown as a
 * blank sheet to count on paper.
 */
export function CountSheetForm({
  locations,
  editing,
  onSave,
  onDone,
  onPrintBlank,
}: {
  /** 'Cetak Lembar Hitung': the sheet's items for the location and day chosen, to print blank. */
  onPrintBlank: (sheet: BlankCountSheet) => void;
  locations: StockLocationChoices;
  /** A draft being continued, or null for a new sheet. */
  editing: StockCountRecord | null;
  /** Resolves once saved; rejects with the server's refusal. */
  onSave: (body: StockCountBody) => Promise<unknown>;
  /** After a save or when leaving a draft: the sheet empties. */
  onDone: () => void;
}) {
  const headOffice = locations.headOffice?._id;
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<CountCategory>("");
  const confirmLarge = useConfirmLargeQuantities();
  const { register, control, reset, errors, submit, submitting, formError, showFailure } = useAppForm<
    CountSheetValues,
    StockCountBody
  >({
    schema: countSheetSchema(headOffice),
    defaultValues: editing ? sheetOf(editing, headOffice) : emptySheet(),
    onValid: async (body) => {
      // Usual for an item: what the system holds of it at this location, or its low-stock threshold.
      const sure = await confirmLarge(
        body.items.flatMap(({ stockItem, countedQuantity }) => {
          const item = stock.data?.find((row) => row._id === stockItem);
          if (!item) return [];
          const difference = describe(countedQuantity - item.quantityInStock, item.unit.name).toLowerCase();
          return [
            {
              name: item.name,
              quantity: countedQuantity,
              unit: item.unit.name,
              usual: [item.quantityInStock, item.lowStockThreshold],
              result: `sistem ${formatQuantity(item.quantityInStock)} ${item.unit.name}, ${difference}`,
            },
          ];
        }),
      );
      if (!sure) return;
      try {
        await onSave(body);
        reset(emptySheet());
        onDone();
      } catch (error) {
        showFailure(error, "Gagal menyimpan stok opname.");
      }
    },
  });
  // The fields read and write the sheet's values only; the parsed body's other shape does not concern them.
  const sheetControl = control as unknown as Control<CountSheetValues>;
  const location = useWatch({ control, name: "location" }) || headOffice || "";
  const counts = useWatch({ control, name: "counts" }) ?? {};
  const stock = useListQuery<StockItemRecord>("/stock", "Gagal memuat data inventori.", { location });
  const inCategory = (stock.data ?? []).filter(COUNT_CATEGORIES[category].holds);
  const items = inCategory.filter((item) => item.name.toLowerCase().includes(search.trim().toLowerCase()));
  const date = useWatch({ control, name: "date" });
  const place = [locations.headOffice, ...locations.outlets].find((choice) => choice?._id === location);
  const counted = (stock.data ?? []).filter((item) => isCounted(counts[item._id]));
  const totalValue = counted.reduce(
    (sum, item) => sum + Math.round(((counts[item._id] as number) - item.quantityInStock) * item.cost),
    0,
  );
  const messages = distinctMessages([
    formError,
    errors.location?.message,
    errors.date?.message,
    errors.root?.message,
    errors.notes?.message,
  ]);
  // Refusals of the lines (the contract's messages under `items`) come back on the root or a count.
  const lineMessage = (errors as { items?: { message?: string } }).items?.message;
  if (lineMessage) messages.push(lineMessage);

  return (
    <form onSubmit={submit} noValidate aria-label="Lembar stok opname" className="space-y-4">
      {editing ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          Melanjutkan draf {editing.location.name} tanggal {editing.date}.{" "}
          <button
            type="button"
            className="font-medium underline"
            onClick={() => {
              reset(emptySheet());
              onDone();
            }}
          >
            Mulai lembar baru
          </button>
        </p>
      ) : null}
      {messages.length > 0 ? <ErrorAlert>{messages.join(" ")}</ErrorAlert> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StockLocationField
          id="count-location"
          label="Lokasi"
          required
          locations={locations}
          invalid={Boolean(errors.location)}
          {...register("location")}
        />
        <DateField
          control={sheetControl}
          name="date"
          id="count-date"
          label="Tanggal"
          required
          invalid={Boolean(errors.date)}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          id="count-category"
          label="Kategori"
          options={countCategoryOptions}
          value={category}
          onChange={(event) => setCategory(event.target.value as CountCategory)}
        />
        <div className="sm:self-end">
          <Input
            aria-label="Cari bahan"
            placeholder="Cari bahan..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <Button
        variant="secondary"
        disabled={!place || inCategory.length === 0}
        icon={<Printer aria-hidden="true" className="size-4" />}
        onClick={() =>
          place &&
          onPrintBlank({ location: place.name, date, category: COUNT_CATEGORIES[category].label, items: inCategory })
        }
      >
        Cetak Lembar Hitung
      </Button>
      <p className="text-sm text-stone-600">
        Isi jumlah hasil hitung; bahan yang dikosongkan tidak ikut dihitung. {counted.length} bahan dihitung, nilai
        selisih <strong>{formatRupiah(totalValue)}</strong>.
      </p>
      {stock.isPending ? <p className="text-sm text-stone-500">Memuat bahan...</p> : null}
      <ul className="space-y-2">
        {items.map((item) => {
          const typed = counts[item._id];
          const difference = isCounted(typed) ? typed - item.quantityInStock : null;
          const tone =
            difference === null || Math.round(difference * 10_000) === 0
              ? "text-stone-500"
              : difference < 0
                ? "text-red-700"
                : "text-green-700";
          return (
            <li
              key={item._id}
              className="grid grid-cols-[minmax(0,1fr)_7rem] items-center gap-x-3 gap-y-1 rounded-lg border border-stone-200 p-2"
            >
              <div>
                <p className="font-medium text-stone-900">{item.name}</p>
                <p className="text-xs text-stone-500">
                  Sistem {formatQuantity(item.quantityInStock)} {item.unit.name}
                </p>
              </div>
              <QuantityField
                control={sheetControl}
                name={`counts.${item._id}`}
                id={`count-${item._id}`}
                label={`Hitung ${item.name}`}
                hideLabel
                unit={item.unit.name}
              />
              <p className={`col-span-2 text-sm font-medium ${tone}`} data-testid={`selisih-${item._id}`}>
                {difference === null
                  ? "Belum dihitung"
                  : `${describe(difference, item.unit.name)} · ${formatRupiah(Math.round(difference * item.cost))}`}
              </p>
            </li>
          );
        })}
      </ul>
      <TextareaField id="count-notes" label="Catatan" rows={2} {...register("notes")} />
      <Button
        type="submit"
        busy={submitting}
        busyText="Menyimpan..."
        icon={<Save aria-hidden="true" className="size-4" />}
      >
        {editing ? "Simpan Perubahan Draf" : "Simpan Draf"}
      </Button>
    </form>
  );
}

import { OJOL_PLATFORM_LABELS, type OrderRecord, type TillCatalog } from "@kedai/shared";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { z } from "zod";
import { Button, ErrorAlert, LoadingText, Modal, SelectField, type SelectOption } from "../../../components/ui";
import { messageOf } from "../../../lib/api";
import { formatRupiah } from "../../../lib/format";
import { tillCatalogQueryOptions } from "../../../lib/till-catalog";
import { useAppForm } from "../../../lib/use-app-form";
import { MAP_ITEMS_FAILED, useMapOjolItems } from "../api/ojol-orders";

type Product = TillCatalog["products"][number];
type Item = OrderRecord["items"][number];

export const NOTHING_CHOSEN = "Pilih menu Kedai untuk minimal satu menu.";
const OPTION_MISSING = "Pilih pilihan menu Kedai.";

/** Per unknown line: the Kedai product ('' not chosen yet), and per platform option the product's option. */
const mapForm = z
  .object({ lines: z.array(z.object({ productId: z.string(), optionIds: z.array(z.string()) })) })
  .superRefine(({ lines }, context) => {
    lines.forEach((line, i) => {
      if (!line.productId) return;
      line.optionIds.forEach((optionId, j) => {
        if (!optionId)
          context.addIssue({ code: "custom", message: OPTION_MISSING, path: ["lines", i, "optionIds", j] });
      });
    });
  });
type MapForm = z.infer<typeof mapForm>;

const sameName = (a: string, b: string) => a.localeCompare(b, "id", { sensitivity: "base" }) === 0;

/** The product's options as one list of choices ('Topping: Keju'). */
const optionChoices = (product: Product | undefined): SelectOption[] =>
  product?.groups.flatMap((group) =>
    group.options.map((option) => ({ value: option._id, label: `${group.name}: ${option.name}` })),
  ) ?? [];

/** The product's option named like each of the line's options, else none chosen. */
function optionsFor(item: Item, product: Product | undefined): string[] {
  const choices = product?.groups.flatMap((group) => group.options) ?? [];
  return item.selectedOptions.map((sold) => choices.find((option) => sameName(option.name, sold.name))?._id ?? "");
}

/**
 * 'Cocokkan menu' (docs/business-rules.md#ojol): each line of a platform order Kedai could not
 * match, under the name the order gave it, with a picker of the till's products and, for each of
 * its options, a picker of the chosen product's options; a product or option of the same name is
 * chosen to start with. Lines left without a product stay unknown. The platform's prices do not
 * change; the server takes the stock and remembers the choice for the platform's next orders.
 */
function MapItemsForm({ order, catalog, onClose }: { order: OrderRecord; catalog: TillCatalog; onClose: () => void }) {
  const id = useId();
  const map = useMapOjolItems();
  // The lines as the dialog opened: a refresh of the order meanwhile does not shift the form's rows.
  const [unknown] = useState(() => order.items.filter((item) => item.productId === null));
  const products = [...catalog.products].sort((a, b) => a.name.localeCompare(b.name, "id"));
  const productOf = (productId: string) => products.find((product) => product._id === productId);
  const productChoices = products.map((product) => ({ value: product._id, label: product.name }));
  const { register, watch, setValue, setError, submit, submitting, formError, errors, showFailure } = useAppForm({
    schema: mapForm,
    defaultValues: {
      lines: unknown.map((item) => {
        const product = products.find((candidate) => sameName(candidate.name, item.name));
        return { productId: product?._id ?? "", optionIds: optionsFor(item, product) };
      }),
    },
    onValid: async (values: MapForm): Promise<void> => {
      const lines = unknown
        .map((item, i) => ({ lineId: item._id, ...values.lines[i] }))
        .filter((line) => line.productId);
      if (lines.length === 0) {
        setError("root", { type: "validate", message: NOTHING_CHOSEN });
        return;
      }
      try {
        await map.mutateAsync({ order, body: { lines } });
        onClose();
      } catch (error) {
        showFailure(error, MAP_ITEMS_FAILED);
      }
    },
  });
  const chosen = watch("lines");
  const platform = order.ojol ? OJOL_PLATFORM_LABELS[order.ojol.platform] : "platform";

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Cocokkan menu">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <p className="text-sm text-stone-600">
        Harga tetap harga {platform}. Stok bahan diambil saat menu dicocokkan, dan pilihan ini diingat untuk pesanan{" "}
        {platform} berikutnya.
      </p>
      {unknown.map((item, i) => {
        const product = productOf(chosen[i]?.productId ?? "");
        const choices = optionChoices(product);
        return (
          <fieldset key={item._id} className="space-y-3 rounded-lg border border-stone-200 p-3">
            <legend className="px-1 font-semibold text-stone-900">{item.name}</legend>
            <p className="text-xs text-stone-500 tabular-nums">
              × {item.quantity} · {formatRupiah(item.finalPricePerItem)} / item
            </p>
            <SelectField
              id={`${id}-${i}-product`}
              label="Menu Kedai"
              placeholder="Belum dicocokkan"
              options={productChoices}
              error={errors.lines?.[i]?.productId?.message}
              {...register(`lines.${i}.productId`, {
                onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
                  setValue(`lines.${i}.optionIds`, optionsFor(item, productOf(event.target.value))),
              })}
            />
            {product
              ? item.selectedOptions.map((option, j) => (
                  <SelectField
                    // The platform's options are a fixed list: their place is their key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={j}
                    id={`${id}-${i}-option-${j}`}
                    label={`Pilihan untuk "${option.name}"`}
                    placeholder={choices.length ? "Pilih pilihan" : "Menu ini tidak punya pilihan"}
                    options={choices}
                    error={errors.lines?.[i]?.optionIds?.[j]?.message}
                    {...register(`lines.${i}.optionIds.${j}`)}
                  />
                ))
              : null}
          </fieldset>
        );
      })}
      <div className="flex justify-end gap-2 border-t border-stone-200 pt-3">
        <Button variant="secondary" onClick={onClose} disabled={submitting}>
          Batal
        </Button>
        <Button type="submit" busy={submitting} busyText="Menyimpan...">
          Simpan
        </Button>
      </div>
    </form>
  );
}

/** The dialog, once the till's catalog is at hand. */
export function OjolMapModal({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const catalog = useQuery(tillCatalogQueryOptions());
  return (
    <Modal open onClose={onClose} size="lg" title={`Cocokkan menu ${order.ojol?.label ?? ""}`.trim()}>
      {catalog.data ? (
        <MapItemsForm order={order} catalog={catalog.data} onClose={onClose} />
      ) : catalog.isError ? (
        <ErrorAlert>{messageOf(catalog.error, "Gagal memuat menu Kedai.")}</ErrorAlert>
      ) : (
        <LoadingText />
      )}
    </Modal>
  );
}

import type { StockCatalogRecord, StockRequestBody } from "@kedai/shared";
import { Send } from "lucide-react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import {
  Button,
  ItemQuantityCells,
  namedOptions,
  RepeatableRows,
  TextareaField,
  useConfirmLargeQuantities,
} from "../../../components/ui";
import { formatQuantity } from "../../../lib/stock-format";
import { toast } from "../../../lib/toast";
import { useSubmitOnce } from "../../../lib/use-submit-once";
import {
  EMPTY_REQUEST_ROW,
  emptyMemberRequest,
  type MemberRequestValues,
  toStockRequestBody,
} from "../member-request-model";

/**
 * A member's request to head office: rows of stock item + quantity (whole units, at least 1; one
 * row always stays) and optional notes. Packaging is not offered: the member's stock list leaves it
 * out. Only filled rows are sent.
 */
export function MemberRequestForm({
  stockItems,
  usualQuantities,
  saving,
  onSubmit,
}: {
  stockItems: readonly StockCatalogRecord[];
  /**
   * The largest quantity of each item in the member's own earlier requests (their catalogue has no
   * stock figures): a row far beyond it is confirmed first; an item never asked for is not.
   */
  usualQuantities: ReadonlyMap<string, number>;
  saving: boolean;
  /** Resolves true when the request was sent (the form then starts afresh). */
  onSubmit: (body: StockRequestBody) => Promise<boolean>;
}) {
  const { register, control, handleSubmit, reset } = useForm<MemberRequestValues>({
    defaultValues: emptyMemberRequest(),
  });
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  const rows = useWatch({ control, name: "items" }) ?? [];
  const byId = new Map(stockItems.map((item) => [item._id, item]));
  const options = namedOptions(stockItems);
  const confirmLarge = useConfirmLargeQuantities();

  const { submit, pending } = useSubmitOnce(
    handleSubmit(async (values) => {
      const request = toStockRequestBody(values);
      if (!request.ok) {
        toast.warn(request.message);
        return;
      }
      const sure = await confirmLarge(
        request.body.items.flatMap(({ stockItem, quantity }) => {
          const usual = usualQuantities.get(stockItem);
          const item = byId.get(stockItem);
          return usual === undefined || !item
            ? []
            : [
                {
                  name: item.name,
                  quantity,
                  unit: item.unit.name,
                  usual: [usual],
                  result: `permintaan sebelumnya paling banyak ${formatQuantity(usual)} ${item.unit.name}`,
                },
              ];
        }),
      );
      if (!sure) return;
      if (await onSubmit(request.body)) reset(emptyMemberRequest());
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Ajukan permintaan stok" className="space-y-5">
      <RepeatableRows
        legend="Item yang Diminta"
        hint="Baris yang tidak lengkap tidak ikut dikirim."
        rowKeys={fields.map((field) => field.id)}
        // A narrow form (a phone, or beside the history) gives the item its own line, so its whole
        // name shows, and the quantity, unit and remove button the next.
        columnsClassName="grid-cols-[minmax(0,1fr)_auto_auto] @md:grid-cols-[minmax(0,1fr)_6rem_4rem_auto]"
        onAdd={() => append({ ...EMPTY_REQUEST_ROW })}
        addLabel="Tambah Item"
        onRemove={remove}
        removeLabel="Hapus item"
        minRows={1}
        renderRow={(index) => (
          <ItemQuantityCells
            index={index}
            options={options}
            unit={byId.get(rows[index]?.stockItem ?? "")?.unit.name}
            unitClassName="min-w-12"
            itemProps={{ ...register(`items.${index}.stockItem`), className: "col-span-full @md:col-span-1" }}
            control={control}
            quantityName={`items.${index}.quantity`}
            decimals={0}
          />
        )}
      />
      <TextareaField id="request-notes" label="Catatan" rows={2} placeholder="Opsional" {...register("notes")} />
      <Button
        type="submit"
        busy={saving || pending}
        busyText="Mengirim..."
        icon={<Send aria-hidden="true" className="size-4" />}
      >
        Kirim Permintaan
      </Button>
    </form>
  );
}

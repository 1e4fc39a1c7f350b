import { type StockItemRecord, type StockThresholdBody, stockThresholdBody } from "@kedai/shared";
import { useId } from "react";
import type { z } from "zod";
import { Button, ErrorAlert, Modal, QuantityField, useConfirmLargeQuantities } from "../../../components/ui";
import { formatQuantity } from "../../../lib/stock-format";
import { useAppForm } from "../../../lib/use-app-form";

type ThresholdInput = z.input<typeof stockThresholdBody>;

/**
 * One location's own low-stock threshold for an item (a kiosk keeps less flour than head office),
 * as the location's row shows it; left blank, the item's threshold applies there.
 */
export function LocationThresholdModal({
  item,
  place,
  onClose,
  onSave,
}: {
  /** The item as `place` sees it (GET /stock?location). */
  item: StockItemRecord;
  place: { _id: string; name: string };
  onClose: () => void;
  /** Resolves once saved (the dialog then closes); rejects with the server's refusal. */
  onSave: (body: StockThresholdBody) => Promise<unknown>;
}) {
  const formId = useId();
  const confirmLarge = useConfirmLargeQuantities();
  const { control, errors, submit, submitting, formError, showFailure } = useAppForm<
    ThresholdInput,
    StockThresholdBody
  >({
    schema: stockThresholdBody,
    defaultValues: { location: place._id, lowStockThreshold: item.locationThreshold ?? null },
    onValid: async (body) => {
      // Usual for a threshold: the stock held here, or the item's own threshold.
      const sure =
        body.lowStockThreshold === null ||
        (await confirmLarge([
          {
            name: `Batas ${item.name}`,
            quantity: body.lowStockThreshold,
            unit: item.unit.name,
            usual: [item.quantityInStock, item.lowStockThreshold],
            result: `stok di ${place.name} ${formatQuantity(item.quantityInStock)} ${item.unit.name}`,
          },
        ]));
      if (!sure) return;
      try {
        await onSave(body);
        onClose();
      } catch (error) {
        showFailure(error, "Gagal menyimpan batas stok menipis.");
      }
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!submitting}
      title={`Batas Stok Menipis di ${place.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Kembali
          </Button>
          <Button type="submit" form={formId} busy={submitting} busyText="Menyimpan...">
            Simpan Batas
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-label="Batas stok menipis lokasi" className="space-y-3">
        <p className="text-sm text-stone-600">
          <strong>{item.name}</strong>: stok di {place.name} {formatQuantity(item.quantityInStock)} {item.unit.name}.
        </p>
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <QuantityField
          control={control}
          name="lowStockThreshold"
          id="location-threshold"
          label={`Batas di ${place.name} (${item.unit.name})`}
          unit={item.unit.name}
          emptyValue={null}
          hint="Kosongkan untuk memakai batas stok menipis item ini."
          error={errors.lowStockThreshold?.message}
        />
      </form>
    </Modal>
  );
}

import { type StockTransferReceiveBody, type StockTransferRecord, stockTransferReceiveBody } from "@kedai/shared";
import { PackageCheck } from "lucide-react";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { Button, ErrorAlert, Modal, QuantityField, useConfirmLargeQuantities } from "../../../components/ui";
import { formatQuantity } from "../../../lib/stock-format";
import { distinctMessages, useAppForm } from "../../../lib/use-app-form";
import { describeDifference } from "../transfer-difference";

/**
 * The lines a receipt lists: every sent item still in the catalogue, prefilled with what was sent.
 * A line whose item was deleted since has no id to send; the server receives 0 of it.
 */
const receivableLines = (transfer: StockTransferRecord) =>
  transfer.items.flatMap((line) =>
    line.stockItem._id ? [{ ...line, stockItem: { ...line.stockItem, _id: line.stockItem._id } }] : [],
  );

/**
 * Receiving a transfer at its destination: each sent item's quantity, prefilled with what was sent
 * and editable (0 when none arrived, at most what was sent), with what was sent and the difference
 * beside it as it is typed. A refusal (someone received or cancelled it meanwhile) is said in the dialog.
 */
export function ReceiveTransferModal({
  transfer,
  onClose,
  onReceive,
}: {
  transfer: StockTransferRecord;
  onClose: () => void;
  /** Resolves once received (the dialog then closes); rejects with the server's refusal. */
  onReceive: (body: StockTransferReceiveBody) => Promise<unknown>;
}) {
  const formId = useId();
  const lines = receivableLines(transfer);
  const confirmLarge = useConfirmLargeQuantities();
  const { control, errors, submit, submitting, formError, showFailure } = useAppForm<
    StockTransferReceiveBody,
    StockTransferReceiveBody
  >({
    schema: stockTransferReceiveBody,
    defaultValues: {
      items: lines.map((line) => ({ stockItem: line.stockItem._id, quantity: line.sentQuantity })),
    },
    onValid: async (body) => {
      // Usual for a line: what was sent of it.
      const sure = await confirmLarge(
        body.items.flatMap(({ stockItem, quantity }) => {
          const line = lines.find((sent) => sent.stockItem._id === stockItem);
          return line
            ? [
                {
                  name: line.stockItem.name,
                  quantity,
                  unit: line.stockItem.unit,
                  usual: [line.sentQuantity],
                  result: `dikirim ${formatQuantity(line.sentQuantity)} ${line.stockItem.unit}`,
                },
              ]
            : [];
        }),
      );
      if (!sure) return;
      try {
        await onReceive(body);
        onClose();
      } catch (error) {
        showFailure(error, "Gagal menerima transfer stok.");
      }
    },
  });
  const received = useWatch({ control, name: "items" }) ?? [];
  const rowErrors = errors.items ?? [];
  const messages = distinctMessages([
    formError,
    errors.items?.message,
    ...lines.map((_, index) => rowErrors[index]?.quantity?.message),
  ]);

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!submitting}
      title="Terima Transfer"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Kembali
          </Button>
          <Button
            type="submit"
            form={formId}
            busy={submitting}
            busyText="Menyimpan..."
            icon={<PackageCheck aria-hidden="true" className="size-4" />}
          >
            Terima Transfer
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-label="Terima transfer stok" className="space-y-3">
        <p className="text-sm text-stone-600">
          Dari <strong>{transfer.from.name}</strong> ke <strong>{transfer.to.name}</strong>. Isi jumlah yang benar-benar
          tiba (0 bila tidak ada); stok di {transfer.to.name} bertambah sebanyak itu.
        </p>
        {messages.length > 0 ? <ErrorAlert>{messages.join(" ")}</ErrorAlert> : null}
        <ul className="space-y-2">
          {lines.map((line, index) => {
            const typed = received[index]?.quantity;
            const difference =
              typeof typed === "number" && !Number.isNaN(typed)
                ? describeDifference(line.sentQuantity - typed, line.stockItem.unit)
                : null;
            return (
              <li
                key={line.stockItem._id}
                className="grid grid-cols-1 items-center gap-2 rounded-lg border border-stone-200 p-2 sm:grid-cols-[minmax(0,1fr)_7rem_8rem]"
              >
                <div>
                  <p className="font-medium text-stone-900">{line.stockItem.name}</p>
                  <p className="text-xs text-stone-500">
                    Dikirim {formatQuantity(line.sentQuantity)} {line.stockItem.unit}
                  </p>
                </div>
                <QuantityField
                  control={control}
                  name={`items.${index}.quantity`}
                  id={`${formId}-received-${index}`}
                  label={`Diterima ${line.stockItem.name}`}
                  hideLabel
                  unit={line.stockItem.unit}
                  invalid={Boolean(rowErrors[index]?.quantity)}
                />
                {/* More than was sent is refused: a surplus is a stock adjustment of its own. */}
                {typeof typed === "number" && typed > line.sentQuantity ? (
                  <p className="text-sm font-medium text-red-700">
                    Melebihi yang dikirim ({formatQuantity(line.sentQuantity)} {line.stockItem.unit})
                  </p>
                ) : (
                  <p className={difference ? "text-sm font-medium text-amber-700" : "text-sm text-stone-500"}>
                    {difference ? `Selisih: ${difference}` : "Sesuai"}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </form>
    </Modal>
  );
}

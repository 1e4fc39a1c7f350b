import { type StockRequestRecord, type StockRequestShipmentBody, stockRequestShipmentBody } from "@kedai/shared";
import { Truck } from "lucide-react";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { Button, ErrorAlert, Modal, QuantityField } from "../../../components/ui";
import { formatQuantity } from "../../../lib/stock-format";
import { distinctMessages, useAppForm } from "../../../lib/use-app-form";
import { openItems, proposedQuantity } from "../shipment-model";

/**
 * Shipping a request: each item still open, prefilled with what head office holds of it now (up to
 * what is open), editable down to 0 for an item that waits. What is not sent stays open on the
 * request ('Dikirim Sebagian') for a later 'Kirim Sisa'. A refusal (more than is open, head office
 * short, someone else moved it) is said in the dialog, which stays open.
 */
export function ShipRequestModal({
  request,
  held,
  onClose,
  onShip,
}: {
  request: StockRequestRecord;
  /** What head office holds of each item now (undefined while loading). */
  held: ReadonlyMap<string, number> | undefined;
  onClose: () => void;
  /** Resolves once shipped (the dialog then closes); rejects with the server's refusal. */
  onShip: (body: StockRequestShipmentBody) => Promise<unknown>;
}) {
  const formId = useId();
  const items = openItems(request);
  const { control, errors, submit, submitting, formError, showFailure } = useAppForm<
    StockRequestShipmentBody,
    StockRequestShipmentBody
  >({
    schema: stockRequestShipmentBody,
    defaultValues: {
      from: request.status,
      updatedAt: request.updatedAt,
      items: items.map((item) => ({ stockItem: item.stockItem._id, quantity: proposedQuantity(item, held) })),
    },
    onValid: async (body) => {
      try {
        await onShip(body);
        onClose();
      } catch (error) {
        showFailure(error, "Gagal mengirim permintaan.");
      }
    },
  });
  const typed = useWatch({ control, name: "items" }) ?? [];
  const rowErrors = errors.items ?? [];
  const messages = distinctMessages([
    formError,
    errors.items?.message,
    errors.items?.root?.message,
    ...items.map((_, index) => rowErrors[index]?.quantity?.message),
  ]);

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!submitting}
      title="Kirim Permintaan"
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
            busyText="Mengirim..."
            icon={<Truck aria-hidden="true" className="size-4" />}
          >
            Kirim
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-label="Kirim permintaan stok" className="space-y-3">
        <p className="text-sm text-stone-600">
          Untuk <strong>{request.franchiseMember.name}</strong> ({request.franchiseMember.outletName}). Isi jumlah yang
          dikirim sekarang; stok kantor pusat berkurang sebanyak itu. Yang belum dikirim tetap terbuka di permintaan.
        </p>
        {messages.length > 0 ? <ErrorAlert>{messages.join(" ")}</ErrorAlert> : null}
        <ul className="space-y-2">
          {items.map((item, index) => {
            const unit = item.stockItem.unit;
            const now = typed[index]?.quantity;
            const holds = held?.get(item.stockItem._id) ?? 0;
            const left = typeof now === "number" && !Number.isNaN(now) ? item.open - now : null;
            return (
              <li
                key={item.stockItem._id}
                className="grid grid-cols-1 items-center gap-2 rounded-lg border border-stone-200 p-2 sm:grid-cols-[minmax(0,1fr)_7rem_9rem]"
              >
                <div>
                  <p className="font-medium text-stone-900">{item.stockItem.name}</p>
                  <p className="text-xs text-stone-500">
                    Diminta {formatQuantity(item.quantity)} {unit}
                    {item.shippedQuantity > 0 ? `, sudah dikirim ${formatQuantity(item.shippedQuantity)} ${unit}` : ""}
                    {held ? (
                      <span className={holds < item.open ? "font-semibold text-red-700" : undefined}>
                        {" "}
                        · gudang: {formatQuantity(holds)} {unit}
                      </span>
                    ) : null}
                  </p>
                </div>
                <QuantityField
                  control={control}
                  name={`items.${index}.quantity`}
                  id={`${formId}-ship-${index}`}
                  label={`Jumlah kirim ${item.stockItem.name}`}
                  hideLabel
                  decimals={0}
                  unit={unit}
                  invalid={Boolean(rowErrors[index]?.quantity)}
                />
                {left !== null && left < 0 ? (
                  <p className="text-sm font-medium text-red-700">
                    Melebihi sisa ({formatQuantity(item.open)} {unit})
                  </p>
                ) : (
                  <p className={left ? "text-sm font-medium text-amber-700" : "text-sm text-stone-500"}>
                    {left ? `Sisa terbuka: ${formatQuantity(left)} ${unit}` : "Lengkap"}
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

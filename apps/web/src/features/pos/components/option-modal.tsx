import type { MenuItem } from "@kedai/shared";
import { Button, Modal } from "../../../components/ui";
import { OptionGroupsPicker, useProductChoice } from "../../../components/ui/option-groups-picker";
import { QuantityStepper } from "../../../components/ui/quantity-stepper";
import { formatRupiah } from "../../../lib/format";
import type { CartOption } from "../cart";

type OptionModalProps = {
  product: MenuItem;
  onClose: () => void;
  onAdd: (options: CartOption[], quantity: number) => void;
};

/**
 * The product's option groups: a radio group takes exactly one choice (the first is preselected),
 * a checkbox group any number. Mounted per product, so each opening starts from the defaults.
 */
export function OptionModal({ product, onClose, onAdd }: OptionModalProps) {
  const pick = useProductChoice(product);

  return (
    <Modal
      open
      onClose={onClose}
      title={product.name}
      size="md"
      footer={
        <>
          <Button variant="secondary" size="lg" onClick={onClose}>
            Batal
          </Button>
          <Button size="lg" disabled={pick.incomplete} onClick={() => onAdd(pick.options, pick.quantity)}>
            Tambah ke Keranjang · {formatRupiah(pick.lineTotal)}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-stone-600">Harga dasar {formatRupiah(product.price)}</p>
        <OptionGroupsPicker groups={pick.groups} choice={pick.choice} onChange={pick.setChoice} columns={2} />
        <div className="flex items-center justify-between border-t border-stone-200 pt-3">
          <span className="text-sm font-medium text-stone-700">Jumlah</span>
          <QuantityStepper label={product.name} quantity={pick.quantity} min={1} onChange={pick.setQuantity} />
        </div>
      </div>
    </Modal>
  );
}

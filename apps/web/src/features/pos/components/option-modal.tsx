import { chosenOptions, initialChoice, type MenuItem, missingGroups, toggleOption } from "@kedai/shared";
import { useState } from "react";
import { Button, Modal } from "../../../components/ui";
import { QuantityStepper } from "../../../components/ui/quantity-stepper";
import { cn } from "../../../lib/cn";
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
  const groups = product.customizationOptions;
  const [choice, setChoice] = useState(() => initialChoice(groups));
  const [quantity, setQuantity] = useState(1);
  const options = chosenOptions(groups, choice);
  const unitPrice = options.reduce((sum, option) => sum + option.price, product.price);
  const incomplete = missingGroups(groups, choice).length > 0;

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
          <Button size="lg" disabled={incomplete} onClick={() => onAdd(options, quantity)}>
            Tambah ke Keranjang · {formatRupiah(unitPrice * quantity)}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-stone-600">Harga dasar {formatRupiah(product.price)}</p>
        {groups.map((group) => (
          <fieldset key={group._id} className="space-y-2">
            <legend className="mb-1 text-sm font-semibold text-stone-800">
              {group.name}{" "}
              <span className="font-normal text-stone-500">
                {group.type === "radio" ? "(wajib, pilih satu)" : "(opsional, boleh beberapa)"}
              </span>
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {group.options.map((option) => {
                const checked = choice[group._id]?.includes(option._id) ?? false;
                return (
                  <label
                    key={option._id}
                    className={cn(
                      "flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm",
                      checked ? "border-amber-500 bg-amber-50" : "border-stone-200 hover:bg-stone-50",
                    )}
                  >
                    <input
                      type={group.type === "radio" ? "radio" : "checkbox"}
                      name={group._id}
                      checked={checked}
                      onChange={() => setChoice((current) => toggleOption(current, group, option._id))}
                      className="size-4 accent-amber-600"
                    />
                    <span className="flex-1">{option.name}</span>
                    <span className="text-stone-500">+{formatRupiah(option.price)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
        <div className="flex items-center justify-between border-t border-stone-200 pt-3">
          <span className="text-sm font-medium text-stone-700">Jumlah</span>
          <QuantityStepper label={product.name} quantity={quantity} min={1} onChange={setQuantity} />
        </div>
      </div>
    </Modal>
  );
}

import {
  type ChosenOption,
  chosenOptions,
  finalPricePerItem,
  initialChoice,
  type MenuItem,
  missingGroups,
  toggleOption,
} from "@kedai/shared";
import { Croissant, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { QuantityStepper } from "../../../components/ui/quantity-stepper";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";

/**
 * A product with its option groups: a required group takes exactly one choice and starts on its
 * first, an optional group any number. The price follows the choices and the quantity.
 */
export function ProductDetail({
  product,
  onAdd,
}: {
  product: MenuItem;
  onAdd: (options: ChosenOption[], quantity: number) => void;
}) {
  const groups = product.customizationOptions;
  const [choice, setChoice] = useState(() => initialChoice(groups));
  const [quantity, setQuantity] = useState(1);
  const options = chosenOptions(groups, choice);
  const unitPrice = finalPricePerItem({ basePrice: product.price, quantity, options });
  const blocked = missingGroups(groups, choice).length > 0;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      {product.imageUrl ? (
        <img src={product.imageUrl} alt={product.name} className="aspect-[4/3] w-full rounded-2xl object-cover" />
      ) : (
        <div aria-hidden="true" className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-amber-100">
          <Croissant className="size-20 text-amber-500" />
        </div>
      )}
      <div className="space-y-5">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">{product.name}</h1>
          <p className="mt-1 text-lg font-semibold text-amber-800">{formatRupiah(product.price)}</p>
          {product.description ? <p className="mt-2 text-sm text-stone-600">{product.description}</p> : null}
        </div>
        {groups
          .filter((group) => group.options.length > 0)
          .map((group) => {
            const single = group.type === "radio";
            return (
              <fieldset key={group._id} className="space-y-2">
                <legend className="text-sm font-semibold text-stone-800">
                  {group.name}{" "}
                  <span className="font-normal text-stone-500">{single ? "(wajib, pilih 1)" : "(opsional)"}</span>
                </legend>
                {group.options.map((option) => {
                  const checked = choice[group._id]?.includes(option._id) ?? false;
                  return (
                    <label
                      key={option._id}
                      className={cn(
                        "flex cursor-pointer items-center justify-between gap-3 rounded-lg border px-3 py-2.5 text-sm",
                        checked ? "border-amber-500 bg-amber-50" : "border-stone-200 bg-white",
                      )}
                    >
                      <span className="flex items-center gap-2">
                        <input
                          type={single ? "radio" : "checkbox"}
                          name={`group-${group._id}`}
                          checked={checked}
                          onChange={() => setChoice((current) => toggleOption(current, group, option._id))}
                          className="accent-amber-600"
                        />
                        {option.name}
                      </span>
                      <span className="text-stone-500">{option.price > 0 ? `+${formatRupiah(option.price)}` : ""}</span>
                    </label>
                  );
                })}
              </fieldset>
            );
          })}
        <div className="flex items-center justify-between gap-4">
          <span className="text-sm font-medium text-stone-700">Jumlah</span>
          <QuantityStepper label={product.name} quantity={quantity} onChange={setQuantity} min={1} />
        </div>
        <Button
          size="lg"
          className="w-full"
          disabled={blocked}
          onClick={() => onAdd(options, quantity)}
          icon={<ShoppingCart aria-hidden="true" className="size-5" />}
        >
          Tambah ke Keranjang · {formatRupiah(unitPrice * quantity)}
        </Button>
      </div>
    </div>
  );
}

import type { ChosenOption, MenuItem } from "@kedai/shared";
import { Croissant, ShoppingCart } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { OptionGroupsPicker, useProductChoice } from "../../../components/ui/option-groups-picker";
import { QuantityStepper } from "../../../components/ui/quantity-stepper";
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
  const pick = useProductChoice(product);

  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
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
        <OptionGroupsPicker groups={pick.groups} choice={pick.choice} onChange={pick.setChoice} />
        <div className="flex items-center justify-between gap-4">
          <span className="text-sm font-medium text-stone-700">Jumlah</span>
          <QuantityStepper label={product.name} quantity={pick.quantity} onChange={pick.setQuantity} min={1} />
        </div>
        {/* On a phone the add button stays in reach at the bottom while the options scroll. */}
        <div className="sticky bottom-0 z-30 -mx-4 border-t border-amber-100 bg-white/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
          <Button
            size="lg"
            className="w-full"
            disabled={pick.incomplete}
            onClick={() => onAdd(pick.options, pick.quantity)}
            icon={<ShoppingCart aria-hidden="true" className="size-5" />}
          >
            Tambah ke Keranjang · {formatRupiah(pick.lineTotal)}
          </Button>
        </div>
      </div>
    </div>
  );
}

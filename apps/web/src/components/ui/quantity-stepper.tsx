import { MAX_ORDER_ITEM_QUANTITY } from "@kedai/shared";
import { Minus, Plus } from "lucide-react";

type QuantityStepperProps = {
  /** For the buttons' names: "Kurangi {label}". */
  label: string;
  quantity: number;
  /** Called with quantity ± 1; the cart removes a line set to 0. */
  onChange: (quantity: number) => void;
  /** The lowest value the minus button reaches (1 in the option dialog, 0 in the cart). */
  min?: number;
  /** The highest value the plus button reaches (a split: what the line has); the order limit by default. */
  max?: number;
};

const stepButton =
  "inline-flex size-10 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-700 hover:bg-stone-50 disabled:opacity-40";

export function QuantityStepper({
  label,
  quantity,
  onChange,
  min = 0,
  max = MAX_ORDER_ITEM_QUANTITY,
}: QuantityStepperProps) {
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        aria-label={`Kurangi ${label}`}
        disabled={quantity <= min}
        onClick={() => onChange(quantity - 1)}
        className={stepButton}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-label={`Jumlah ${label}`} className="w-8 text-center text-base font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`Tambah ${label}`}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
        className={stepButton}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

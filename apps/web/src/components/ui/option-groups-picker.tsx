import {
  type ChosenOption,
  chosenOptions,
  finalPricePerItem,
  initialChoice,
  type MenuItem,
  missingGroups,
  type OptionChoice,
  type OptionGroup,
  toggleOption,
} from "@kedai/shared";
import { useState } from "react";
import { cn } from "../../lib/cn";
import { formatRupiah } from "../../lib/format";

/**
 * Choosing a product's options and quantity, at the till and on the storefront alike: starts on
 * each required group's first option and a quantity of 1.
 */
export function useProductChoice(product: Pick<MenuItem, "price" | "customizationOptions">) {
  const groups = product.customizationOptions;
  const [choice, setChoice] = useState(() => initialChoice(groups));
  const [quantity, setQuantity] = useState(1);
  const options: ChosenOption[] = chosenOptions(groups, choice);
  return {
    groups,
    choice,
    setChoice,
    quantity,
    setQuantity,
    options,
    lineTotal: finalPricePerItem({ basePrice: product.price, quantity, options }) * quantity,
    incomplete: missingGroups(groups, choice).length > 0,
  };
}

/** A required group takes exactly one choice, an optional group any number. */
export function OptionGroupsPicker({
  groups,
  choice,
  onChange,
  columns = 1,
}: {
  groups: readonly OptionGroup[];
  choice: OptionChoice;
  onChange: (next: (current: OptionChoice) => OptionChoice) => void;
  columns?: 1 | 2;
}) {
  return groups
    .filter((group) => group.options.length > 0)
    .map((group) => (
      <fieldset key={group._id} className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-stone-800">
          {group.name}{" "}
          <span className="font-normal text-stone-500">
            {group.type === "radio" ? "(wajib, pilih satu)" : "(opsional, boleh beberapa)"}
          </span>
        </legend>
        <div className={cn("grid gap-2", columns === 2 && "grid-cols-2")}>
          {group.options.map((option) => {
            const checked = choice[group._id]?.includes(option._id) ?? false;
            return (
              <label
                key={option._id}
                className={cn(
                  "flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 py-2 text-sm",
                  checked ? "border-amber-500 bg-amber-50" : "border-stone-200 hover:bg-stone-50",
                )}
              >
                <input
                  type={group.type === "radio" ? "radio" : "checkbox"}
                  name={group._id}
                  checked={checked}
                  onChange={() => onChange((current) => toggleOption(current, group, option._id))}
                  className="size-4 accent-amber-600"
                />
                <span className="flex-1">{option.name}</span>
                {option.price > 0 ? <span className="text-stone-500">+{formatRupiah(option.price)}</span> : null}
              </label>
            );
          })}
        </div>
      </fieldset>
    ));
}

import { lineTotal } from "@kedai/shared";
import { type Dispatch, memo } from "react";
import { QuantityStepper } from "../../../components/ui/quantity-stepper";
import { formatRupiah } from "../../../lib/format";
import type { CartAction, CartLine } from "../cart";

/**
 * One line. Memoised: the cart keeps unchanged lines as they are, so a tap re-renders only the
 * line it added or bumped, not every line of a long order.
 */
const CartLineRow = memo(function CartLineRow({ line, dispatch }: { line: CartLine; dispatch: Dispatch<CartAction> }) {
  return (
    <li className="flex items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-stone-900">{line.name}</p>
        {line.options.length > 0 ? (
          <p className="text-xs text-stone-500">{line.options.map((option) => option.name).join(", ")}</p>
        ) : null}
        <p className="text-sm text-amber-700">{formatRupiah(lineTotal(line))}</p>
      </div>
      <QuantityStepper
        label={line.name}
        quantity={line.quantity}
        onChange={(quantity) => dispatch({ type: "setQuantity", key: line.key, quantity })}
      />
    </li>
  );
});

/** The cart's lines with their options; minus on a quantity of 1 removes the line. */
export function CartLines({ lines, dispatch }: { lines: readonly CartLine[]; dispatch: Dispatch<CartAction> }) {
  if (lines.length === 0) {
    return <p className="py-6 text-center text-sm text-stone-500">Keranjang kosong. Ketuk menu untuk menambah.</p>;
  }
  return (
    <ul aria-label="Keranjang" className="divide-y divide-stone-100">
      {lines.map((line) => (
        <CartLineRow key={line.key} line={line} dispatch={dispatch} />
      ))}
    </ul>
  );
}

import type { orderItems } from "../../db/schema";
import type { SoldLine } from "./price-cart";

/** A line as an edit writes it: the sold line with the round it belongs to. */
export type RoundLine = SoldLine & { item: SoldLine["item"] & { round: number } };

type OldItem = Pick<typeof orderItems.$inferSelect, "productId" | "selectedOptions" | "quantity" | "round">;

/** Lines that make the same thing for the kitchen: the product and its chosen options, by name. */
const sameDish = (line: { productId: string | null; selectedOptions: { name: string }[] }) =>
  `${line.productId}|${line.selectedOptions.map((option) => option.name).join("\u0001")}`;

/**
 * The rounds of an edited order (docs/decisions/0033-split-payments-and-rounds.md): what the order
 * already had keeps its round (earliest round first, up to the quantity it had), and whatever the
 * edit adds beyond that (a new dish, a higher quantity, another choice of options) is the next
 * round, a 'Tambahan' for the kitchen. A line that spans rounds is written as one line per round.
 * `added` is the new round's number, or null when the edit added nothing.
 */
export function assignRounds(before: readonly OldItem[], after: readonly SoldLine[]) {
  const next = Math.max(1, ...before.map((item) => item.round)) + 1;
  const pool = new Map<string, { round: number; left: number }[]>();
  for (const item of [...before].sort((a, b) => a.round - b.round)) {
    const key = sameDish(item);
    pool.set(key, [...(pool.get(key) ?? []), { round: item.round, left: item.quantity }]);
  }
  const lines: RoundLine[] = [];
  for (const line of after) {
    let wanted = line.item.quantity;
    for (const held of pool.get(sameDish(line.item)) ?? []) {
      const kept = Math.min(wanted, held.left);
      if (kept === 0) continue;
      held.left -= kept;
      wanted -= kept;
      lines.push(piece(line, kept, held.round));
    }
    if (wanted > 0) lines.push(piece(line, wanted, next));
  }
  const added = lines.some((line) => line.item.round === next) ? next : null;
  return { lines, added };
}

/** `quantity` of the line in `round`: the per-item prices stay, the order's totals are the cart's. */
const piece = (line: SoldLine, quantity: number, round: number): RoundLine => ({
  ...line,
  item: { ...line.item, quantity, round },
});

/** The history's and audit's words for a round: "1× Crepes Coklat, 2× Es Teh". */
export const roundWords = (lines: readonly RoundLine[], round: number) =>
  lines
    .filter((line) => line.item.round === round)
    .map((line) => `${line.item.quantity}× ${line.item.name}`)
    .join(", ");

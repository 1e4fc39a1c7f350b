/**
 * A quantity this many times larger than what is usual for its item (the largest figure the screen
 * knows of it: stock on hand, what was sent, the threshold...) is more likely a typo ('25000' for
 * '250', '1.000' meant as 1) than real: it is confirmed, with the figure that will be stored, first.
 */
export const FAR_BEYOND_FACTOR = 10;

/**
 * Whether `quantity` is far beyond the largest of `usual` (figures the screen has for the item;
 * unknown ones are left out). With no figure above 1, 1 unit is the yardstick, so 10 g of an item
 * never seen asks nothing; 11 does.
 */
export function isFarBeyondUsual(quantity: number | undefined, usual: readonly (number | null | undefined)[]): boolean {
  if (quantity === undefined || !Number.isFinite(quantity)) return false;
  const largest = Math.max(1, ...usual.filter((figure): figure is number => typeof figure === "number"));
  return quantity > largest * FAR_BEYOND_FACTOR;
}

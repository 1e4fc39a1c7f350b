import type { MenuItem } from "@kedai/shared";
import { memo } from "react";
import { ProductPicture } from "../../../components/ui/product-picture";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";

type TileProps = {
  product: MenuItem;
  /** Text only: more products on a small screen, no pictures to load on a slow network. */
  compact: boolean;
  onPick: (product: MenuItem) => void;
};

const ProductTile = memo(function ProductTile({ product, compact, onPick }: TileProps) {
  const hasOptions = product.customizationOptions.length > 0;
  return (
    <li className="min-w-0 [contain:content]">
      <button
        type="button"
        onClick={() => onPick(product)}
        className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white text-left shadow-sm hover:border-amber-400 active:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-500"
      >
        {compact ? null : <ProductPicture imageUrl={product.imageUrl} />}
        <span className={cn("flex flex-1 flex-col justify-between gap-2 p-3", compact && "min-h-24")}>
          <span className="line-clamp-2 text-base leading-snug font-semibold text-stone-900">{product.name}</span>
          <span className="flex flex-wrap items-center justify-between gap-1">
            <span className="whitespace-nowrap text-base font-bold text-amber-700">{formatRupiah(product.price)}</span>
            {hasOptions ? (
              <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-600">Opsi</span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
});

/**
 * The products as tiles to tap: each with its picture, or text only (`compact`). Memoised with its
 * tiles: a tap changes the cart, not the tiles, so 300 products do not re-render on every tap.
 */
export const ProductTiles = memo(function ProductTiles({
  products,
  compact,
  onPick,
}: {
  products: readonly MenuItem[];
  compact: boolean;
  onPick: (product: MenuItem) => void;
}) {
  return (
    <ul
      aria-label="Menu"
      className={cn(
        "grid gap-2",
        // Two per row on a phone, whatever the tile style: a thumb's width each.
        "grid-cols-2",
        compact
          ? "sm:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]"
          : "sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]",
      )}
    >
      {products.map((product) => (
        <ProductTile key={product._id} product={product} compact={compact} onPick={onPick} />
      ))}
    </ul>
  );
});

import type { MenuItem } from "@kedai/shared";
import { Ellipsis } from "lucide-react";
import { memo, useId } from "react";
import { Badge } from "../../../components/ui";
import { ProductPicture } from "../../../components/ui/product-picture";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";

/** The tile's corner button: marks an item 'Habis', or puts a 'Habis' one back on sale. */
export const SOLD_OUT_ACTION = { markSoldOut: "Tandai habis", backOnSale: "Tersedia lagi" } as const;

type TileActions = {
  onPick: (product: MenuItem) => void;
  /** Asks to switch the product's 'Habis' (docs/business-rules.md#master-data). */
  onSwitchSoldOut: (product: MenuItem) => void;
};

type TileProps = TileActions & {
  product: MenuItem;
  /** Text only: more products on a small screen, no pictures to load on a slow network. */
  compact: boolean;
};

const ProductTile = memo(function ProductTile({ product, compact, onPick, onSwitchSoldOut }: TileProps) {
  const nameId = useId();
  const hasOptions = product.customizationOptions.length > 0;
  const soldOut = !product.isAvailable;
  return (
    <li className="relative min-w-0 [contain:content]">
      <button
        type="button"
        // A 'Habis' item cannot be added; its corner button puts it back on sale.
        disabled={soldOut}
        onClick={() => onPick(product)}
        className={cn(
          "flex h-full w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white text-left shadow-sm focus-visible:outline-2 focus-visible:outline-amber-500",
          soldOut ? "cursor-not-allowed bg-stone-100 opacity-70" : "hover:border-amber-400 active:bg-amber-50",
        )}
      >
        {compact ? null : <ProductPicture imageUrl={product.imageUrl} />}
        <span className={cn("flex flex-1 flex-col justify-between gap-2 p-3", compact && "min-h-24")}>
          {/* Clear of the corner button in the text-only tiles. */}
          <span
            id={nameId}
            className={cn("line-clamp-2 text-base leading-snug font-semibold text-stone-900", compact && "pr-8")}
          >
            {product.name}
          </span>
          <span className="flex flex-wrap items-center justify-between gap-1">
            <span className="whitespace-nowrap text-base font-bold text-amber-700">{formatRupiah(product.price)}</span>
            {soldOut ? (
              <Badge tone="red">Habis</Badge>
            ) : hasOptions ? (
              <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-600">Opsi</span>
            ) : null}
          </span>
        </span>
      </button>
      {/* Named by its action only, so a tile is still found by the product's name; described by it. */}
      <button
        type="button"
        aria-label={soldOut ? SOLD_OUT_ACTION.backOnSale : SOLD_OUT_ACTION.markSoldOut}
        aria-describedby={nameId}
        onClick={() => onSwitchSoldOut(product)}
        className="absolute top-1 right-1 grid size-10 place-items-center rounded-full bg-white/90 text-stone-700 shadow-sm hover:bg-amber-50 active:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-500"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
});

/**
 * The products as tiles to tap: each with its picture, or text only (`compact`), and a corner
 * button for 'Habis'. Memoised with its tiles: a tap changes the cart, not the tiles, so 300
 * products do not re-render on every tap.
 */
export const ProductTiles = memo(function ProductTiles({
  products,
  compact,
  onPick,
  onSwitchSoldOut,
}: TileActions & {
  products: readonly MenuItem[];
  compact: boolean;
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
        <ProductTile
          key={product._id}
          product={product}
          compact={compact}
          onPick={onPick}
          onSwitchSoldOut={onSwitchSoldOut}
        />
      ))}
    </ul>
  );
});

import type { Category, MenuItem } from "@kedai/shared";
import { memo, useDeferredValue, useId, useMemo, useState } from "react";
import { SearchBox, Switch } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { useDeviceChoice } from "../../../lib/use-device-choice";
import { ProductTiles } from "./product-tiles";

type ProductGridProps = {
  products: readonly MenuItem[];
  categories: readonly Category[];
  /** The register's outlet: its own products come first. */
  outletId: string | null;
  onPick: (product: MenuItem) => void;
  /** A tile's corner button: 'Habis', or 'Tersedia lagi' for a 'Habis' one. */
  onSwitchSoldOut: (product: MenuItem) => void;
};

const ALL = "";

/** How this device shows the tiles: with pictures, or text only (a small or slow tablet). */
const TILE_STYLES = ["pictures", "compact"] as const;
export const TILE_STYLE_KEY = "kedai.pos-tiles";

/**
 * The menu by category with a search, and the tiles' look for this device. Memoised: a tap changes
 * the cart, not the grid.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  categories,
  outletId,
  onPick,
  onSwitchSoldOut,
}: ProductGridProps) {
  const [category, setCategory] = useState(ALL);
  const [search, setSearch] = useState("");
  const compactId = useId();
  const [tileStyle, setTileStyle] = useDeviceChoice(TILE_STYLE_KEY, TILE_STYLES, "pictures");
  const term = useDeferredValue(search.trim().toLowerCase());

  const ordered = useMemo(() => {
    if (!outletId) return products;
    const own = products.filter((product) => product.location?._id === outletId);
    return own.length === 0 ? products : [...own, ...products.filter((product) => product.location?._id !== outletId)];
  }, [products, outletId]);

  const shown = useMemo(
    () =>
      ordered.filter(
        (product) =>
          (category === ALL || product.category?._id === category) &&
          (term === "" || product.name.toLowerCase().includes(term)),
      ),
    [ordered, category, term],
  );

  const tabs = useMemo(() => [{ _id: ALL, name: "Semua" }, ...categories], [categories]);

  return (
    <section aria-label="Daftar menu" className="flex min-h-0 min-w-0 flex-1 flex-col gap-3">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <SearchBox id="pos-product-search" label="Cari menu" value={search} onChange={setSearch} />
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <label htmlFor={compactId} className="text-sm text-stone-700">
            Tanpa gambar
          </label>
          <Switch
            id={compactId}
            checked={tileStyle === "compact"}
            onCheckedChange={(compact) => setTileStyle(compact ? "compact" : "pictures")}
          />
        </div>
      </div>
      <fieldset className="min-w-0 flex gap-2 overflow-x-auto pb-1">
        <legend className="sr-only">Kategori</legend>
        {tabs.map((tab) => (
          <button
            key={tab._id}
            type="button"
            aria-pressed={category === tab._id}
            onClick={() => setCategory(tab._id)}
            className={cn(
              "h-10 shrink-0 rounded-full px-4 text-sm font-semibold transition-colors",
              category === tab._id ? "bg-amber-600 text-white" : "bg-white text-stone-700 hover:bg-amber-50",
            )}
          >
            {tab.name}
          </button>
        ))}
      </fieldset>
      <div className="min-h-0 flex-1 overflow-y-auto pr-1">
        {shown.length === 0 ? (
          <p className="py-12 text-center text-sm text-stone-500">Tidak ada menu yang cocok.</p>
        ) : (
          <ProductTiles
            products={shown}
            compact={tileStyle === "compact"}
            onPick={onPick}
            onSwitchSoldOut={onSwitchSoldOut}
          />
        )}
      </div>
    </section>
  );
});

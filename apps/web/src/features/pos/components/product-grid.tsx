import type { Category, MenuItem } from "@kedai/shared";
import { memo, useDeferredValue, useMemo, useState } from "react";
import { SearchBox } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";

type ProductGridProps = {
  products: readonly MenuItem[];
  categories: readonly Category[];
  /** The register's outlet: its own products come first. */
  outletId: string | null;
  onPick: (product: MenuItem) => void;
};

const ALL = "";

const ProductCard = memo(function ProductCard({
  product,
  onPick,
}: {
  product: MenuItem;
  onPick: (product: MenuItem) => void;
}) {
  const hasOptions = product.customizationOptions.length > 0;
  return (
    <li className="[contain:content]">
      <button
        type="button"
        onClick={() => onPick(product)}
        className="flex h-full min-h-24 w-full flex-col justify-between gap-2 rounded-xl border border-stone-200 bg-white p-3 text-left shadow-sm hover:border-amber-400 active:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-500"
      >
        <span className="line-clamp-2 text-sm font-semibold text-stone-900">{product.name}</span>
        <span className="flex flex-wrap items-center justify-between gap-1">
          <span className="whitespace-nowrap text-sm font-bold text-amber-700">{formatRupiah(product.price)}</span>
          {hasOptions ? (
            <span className="rounded bg-stone-100 px-1.5 py-0.5 text-[0.7rem] text-stone-600">Opsi</span>
          ) : null}
        </span>
      </button>
    </li>
  );
});

/**
 * The menu by category with a search. Memoised with its cards: a tap changes the cart, not the
 * grid, so 300 products do not re-render on every tap.
 */
export const ProductGrid = memo(function ProductGrid({ products, categories, outletId, onPick }: ProductGridProps) {
  const [category, setCategory] = useState(ALL);
  const [search, setSearch] = useState("");
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
      <SearchBox id="pos-product-search" label="Cari menu" value={search} onChange={setSearch} />
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
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
            {shown.map((product) => (
              <ProductCard key={product._id} product={product} onPick={onPick} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
});

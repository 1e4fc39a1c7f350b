import type { MenuItem } from "@kedai/shared";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { generatePath, Link, useSearchParams } from "react-router";
import { ErrorAlert } from "../../components/ui/alert";
import { buttonClasses } from "../../components/ui/button";
import { SearchBox } from "../../components/ui/search-box";
import { paths, TABLE_PARAM } from "../../config/paths";
import { cartSubtotal } from "../../features/cart/cart-rules";
import { useCart } from "../../features/cart/use-cart";
import { readTableToken, rememberTableToken } from "../../features/checkout/table-token";
import { useStoreMenu } from "../../features/menu/api/get-store-menu";
import { MenuSkeleton } from "../../features/menu/components/menu-skeleton";
import { ProductCard } from "../../features/menu/components/product-card";
import { cn } from "../../lib/cn";
import { formatRupiah } from "../../lib/format";
import { toast } from "../../lib/toast";
import { PendingOrderNotice } from "./pending-order-notice";
import { ShopClosedNotice } from "./shop-closed-notice";
import { useStorePage } from "./use-store-page";

export const MENU_LOAD_FAILED = "Gagal memuat menu.";
const RECOMMENDED = 4;

const TableBanner = lazy(async () => ({
  default: (await import("../../features/checkout/components/table-banner")).TableBanner,
}));

const itemHref = (id: string) => generatePath(paths.store.item, { id });

function shuffled<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function useTableFromLink(): string | null {
  const [params] = useSearchParams();
  const fromLink = params.get(TABLE_PARAM);
  useEffect(() => {
    if (fromLink) rememberTableToken(fromLink);
  }, [fromLink]);
  return fromLink || readTableToken();
}

/** The menu: category filter, four products not yet in the cart, and a quick add. */
export function OrderPage() {
  const settings = useStorePage("Menu");
  const menu = useStoreMenu();
  const cart = useCart();
  const tableToken = useTableFromLink();
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState("");

  const products = menu.data ?? [];
  const categories = useMemo(() => {
    const byId = new Map<string, string>();
    for (const product of products) if (product.category) byId.set(product.category._id, product.category.name);
    return [...byId].map(([_id, name]) => ({ _id, name }));
  }, [products]);
  // Shuffled once per menu load, so the picks do not jump while the visitor adds to the cart.
  const shuffledProducts = useMemo(() => shuffled(products), [products]);
  const inCart = new Set(cart.items.map((line) => line.productId));
  const recommended = shuffledProducts.filter((product) => !inCart.has(product._id)).slice(0, RECOMMENDED);
  const words = search.trim().toLocaleLowerCase("id");
  const shown = products.filter(
    (product) =>
      (!category || product.category?._id === category) &&
      (!words || `${product.name} ${product.description}`.toLocaleLowerCase("id").includes(words)),
  );
  const cartCount = cart.items.reduce((sum, line) => sum + line.quantity, 0);

  function quickAdd(product: MenuItem) {
    cart.quickAdd(product);
    toast.success(`${product.name} ditambahkan ke keranjang.`, { toastId: `add-${product._id}` });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold text-stone-900">Menu</h1>
        <ShopClosedNotice hours={settings.operationalHours} preOrders={settings.preOrdersWhileClosed} />
        <PendingOrderNotice />
        {tableToken ? (
          <Suspense fallback={null}>
            <TableBanner token={tableToken} />
          </Suspense>
        ) : null}
      </header>

      {menu.isPending ? <MenuSkeleton /> : null}
      {menu.isError ? <ErrorAlert>{MENU_LOAD_FAILED}</ErrorAlert> : null}

      {recommended.length > 0 ? (
        <section aria-labelledby="recommended-heading" className="space-y-3">
          <h2 id="recommended-heading" className="text-lg font-bold text-stone-900">
            Rekomendasi untuk Anda
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {recommended.map((product, index) => (
              <ProductCard
                key={product._id}
                product={product}
                href={itemHref(product._id)}
                onQuickAdd={quickAdd}
                // The recommendations open the page: on screen at once, the first the largest paint.
                picture={index === 0 ? "first" : "visible"}
              />
            ))}
          </div>
        </section>
      ) : null}

      {products.length > 0 ? (
        <section aria-labelledby="menu-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="menu-heading" className="text-lg font-bold text-stone-900">
              Semua Menu
            </h2>
            <SearchBox
              id="menu-search"
              label="Cari menu"
              placeholder="Cari crepes, minuman…"
              value={search}
              onChange={setSearch}
            />
          </div>
          {/* A fieldset is at least as wide as its content unless told otherwise: min-w-0 keeps the chips scrolling inside the phone's width. */}
          <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 after:shrink-0 after:basis-12 after:content-['']">
            <legend className="sr-only">Kategori</legend>
            {[{ _id: null, name: "Semua" }, ...categories].map((entry) => (
              <button
                key={entry._id ?? "all"}
                type="button"
                aria-pressed={category === entry._id}
                onClick={() => setCategory(entry._id)}
                className={cn(
                  "shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium",
                  category === entry._id
                    ? "border-amber-700 bg-amber-700 text-white"
                    : "border-amber-200 bg-white text-stone-700 hover:border-amber-400",
                )}
              >
                {entry.name}
              </button>
            ))}
          </fieldset>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {shown.map((product) => (
              <ProductCard key={product._id} product={product} href={itemHref(product._id)} onQuickAdd={quickAdd} />
            ))}
          </div>
          {shown.length === 0 ? <p className="text-sm text-stone-500">Tidak ada menu yang cocok.</p> : null}
        </section>
      ) : null}

      {cartCount > 0 ? (
        // On a phone the cart stays one tap away at the bottom while the menu scrolls.
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-amber-100 bg-white/95 p-3 backdrop-blur sm:hidden">
          <Link to={paths.store.cart} className={buttonClasses("primary", "lg", "w-full justify-between")}>
            <span>Lihat Keranjang · {cartCount} item</span>
            <span>{formatRupiah(cartSubtotal(cart.items))}</span>
          </Link>
        </div>
      ) : null}
    </div>
  );
}

import type { MenuItem } from "@kedai/shared";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { type PicturePriority, ProductPicture } from "../../../components/ui/product-picture";
import { formatRupiah } from "../../../lib/format";

/** A product on the storefront menu: its page, and a quick add when it has nothing to choose. */
export function ProductCard({
  product,
  href,
  onQuickAdd,
  picture,
}: {
  product: MenuItem;
  href: string;
  onQuickAdd: (product: MenuItem) => void;
  /** How soon its picture loads (the cards on screen when the menu opens load at once). */
  picture?: PicturePriority;
}) {
  // A product with a required choice cannot be added plain: its button opens the product page.
  const mustChoose = product.customizationOptions.some((group) => group.type === "radio" && group.options.length > 0);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-amber-100 bg-white shadow-sm">
      {/* The picture repeats the name's link for a thumb; readers and the keyboard use the name. */}
      <Link to={href} className="block" tabIndex={-1} aria-hidden="true">
        <ProductPicture imageUrl={product.imageUrl} priority={picture} />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="text-sm leading-snug font-semibold text-stone-900">
          <Link to={href} className="hover:text-amber-700">
            {product.name}
          </Link>
        </h3>
        {product.description ? <p className="line-clamp-2 text-xs text-stone-500">{product.description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2">
          <span className="text-sm font-bold text-amber-800">{formatRupiah(product.price)}</span>
          {mustChoose ? (
            <Link
              to={href}
              aria-label={`Pilih ${product.name}`}
              className="rounded-full bg-amber-100 px-3 py-1.5 text-xs font-semibold text-amber-900 hover:bg-amber-200"
            >
              Pilih
            </Link>
          ) : (
            <button
              type="button"
              aria-label={`Tambah ${product.name}`}
              onClick={() => onQuickAdd(product)}
              className="flex size-9 items-center justify-center rounded-full bg-amber-600 text-white hover:bg-amber-700"
            >
              <Plus aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

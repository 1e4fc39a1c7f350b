import { percentOf } from "@kedai/shared";
import { Croissant, ShoppingBag, Trash2 } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { OrderSummaryLines } from "../../components/ui/order-summary-lines";
import { QuantityStepper } from "../../components/ui/quantity-stepper";
import { paths } from "../../config/paths";
import { cartSubtotal } from "../../features/cart/cart-rules";
import { CartChangesAlert } from "../../features/cart/components/cart-changes-alert";
import { useCart } from "../../features/cart/use-cart";
import { useCartRefresh } from "../../features/cart/use-cart-refresh";
import { useStoreMenu } from "../../features/menu/api/get-store-menu";
import { formatRupiah } from "../../lib/format";
import { handoverFor } from "./checkout-handover";
import { PendingOrderNotice } from "./pending-order-notice";
import { ShopClosedNotice } from "./shop-closed-notice";
import { useStorePage } from "./use-store-page";

/**
 * The cart: quantities (0 removes), the subtotal, tax on the subtotal, and no service fee. Opening
 * it prices the lines again from the menu and says what changed.
 */
export function CartPage() {
  const settings = useStorePage("Keranjang");
  const { items, setQuantity, replace } = useCart();
  const menu = useStoreMenu({ fresh: true });
  const refresh = useCartRefresh(items, replace, menu.data);
  const navigate = useNavigate();
  const subtotal = cartSubtotal(items);
  const tax = percentOf(subtotal, settings.taxRatePercent);

  if (items.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <PendingOrderNotice />
        <CartChangesAlert changes={refresh.changes} />
        <ShoppingBag aria-hidden="true" className="size-14 text-amber-400" />
        <h1 className="text-2xl font-bold text-stone-900">Keranjang masih kosong</h1>
        <p className="text-stone-600">Yuk pilih crepes favorit Anda dulu.</p>
        <Link to={paths.store.order} className={buttonClasses("primary", "lg")}>
          Lihat Menu
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 lg:grid-cols-[1fr_20rem]">
      <section className="space-y-3">
        <h1 className="text-2xl font-bold text-stone-900">Keranjang</h1>
        <ShopClosedNotice hours={settings.operationalHours} preOrders={settings.preOrdersWhileClosed} />
        <PendingOrderNotice />
        <CartChangesAlert changes={refresh.changes} onDismiss={refresh.dismiss} />
        <ul className="space-y-3">
          {items.map((line) => (
            <li key={line.cartItemId} className="flex gap-3 rounded-2xl border border-amber-100 bg-white p-3 shadow-sm">
              {line.imageUrl ? (
                <img src={line.imageUrl} alt="" className="size-20 shrink-0 rounded-xl object-cover" />
              ) : (
                <div
                  aria-hidden="true"
                  className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-amber-100"
                >
                  <Croissant className="size-8 text-amber-500" />
                </div>
              )}
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold text-stone-900">{line.name}</h2>
                  <button
                    type="button"
                    aria-label={`Hapus ${line.name}`}
                    onClick={() => setQuantity(line.cartItemId, 0)}
                    className="rounded p-1 text-stone-400 hover:bg-red-50 hover:text-red-600"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {line.selectedOptions.length > 0 ? (
                  <p className="text-xs text-stone-500">
                    {line.selectedOptions.map((option) => option.name).join(", ")}
                  </p>
                ) : null}
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-amber-800">
                    {formatRupiah(line.finalPricePerItem * line.quantity)}
                  </span>
                  <QuantityStepper
                    label={line.name}
                    quantity={line.quantity}
                    onChange={(quantity) => setQuantity(line.cartItemId, quantity)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <aside className="h-fit space-y-3 rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-stone-900">Ringkasan</h2>
        <OrderSummaryLines
          figures={{
            subTotal: subtotal,
            promoDiscount: 0,
            deliveryFee: 0,
            taxLabel: settings.taxLabel,
            tax,
            totalAmount: subtotal + tax,
          }}
          delivering={false}
        />
        <Button
          size="lg"
          className="w-full"
          // The menu is still being asked for today's prices: go on only once the lines are current.
          disabled={menu.isFetching}
          onClick={() => navigate(paths.store.checkout, { state: handoverFor(items) })}
        >
          Lanjut ke Checkout
        </Button>
        <Link to={paths.store.order} className="block text-center text-sm font-medium text-amber-800 hover:underline">
          Tambah menu lain
        </Link>
      </aside>
    </div>
  );
}

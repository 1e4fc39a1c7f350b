import { loadingTexts, type OrderRecord, PRE_ORDER_HINT, shopOpenState } from "@kedai/shared";
import { useRef, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { LoadingText } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/auth-context";
import { cartSubtotal } from "../../features/cart/cart-rules";
import { CartChangesAlert } from "../../features/cart/components/cart-changes-alert";
import { useCart } from "../../features/cart/use-cart";
import { useCartRefresh } from "../../features/cart/use-cart-refresh";
import { forgetCheckoutDraft } from "../../features/checkout/checkout-draft";
import { CheckoutForm } from "../../features/checkout/components/checkout-form";
import { forgetTableToken, readTableToken } from "../../features/checkout/table-token";
import { useStoreMenu } from "../../features/menu/api/get-store-menu";
import { isHandoverFor } from "./checkout-handover";
import { useStorePage } from "./use-store-page";

export function CheckoutPage() {
  const settings = useStorePage("Checkout");
  const { items, clear, replace } = useCart();
  const { user } = useAuth();
  const { state } = useLocation();
  const navigate = useNavigate();
  // Placing the order empties the cart; the page must then go on to the confirmation, not the menu.
  const [placed, setPlaced] = useState(false);
  // Today's prices, asked again as the checkout opens and after the server refused a changed total.
  const menu = useStoreMenu({ fresh: true });
  // The subtotal this page itself brought up to date: the customer sees it here, no need to go back to the cart.
  const refreshedSubtotal = useRef<number | null>(null);
  const refresh = useCartRefresh(items, replace, menu.data, (lines) => {
    refreshedSubtotal.current = cartSubtotal(lines);
  });

  if (placed) return <LoadingText text={loadingTexts.redirect} />;
  if (items.length === 0) return <Navigate to={paths.store.order} replace />;
  if (!isHandoverFor(state, items) && refreshedSubtotal.current !== cartSubtotal(items)) {
    return <Navigate to={paths.store.cart} replace />;
  }

  const customer =
    user?.role === "customer"
      ? {
          name: user.name || user.fullName,
          phone: user.phone ?? "",
          email: user.email ?? "",
          addresses: user.addresses ?? [],
        }
      : null;

  // The server refuses an order while the shop is closed (but a pre-order for later today, when the
  // settings allow it); saying so before the form is filled in spares the visitor.
  const shop = shopOpenState(settings.operationalHours);

  function onPlaced() {
    setPlaced(true);
    clear();
    forgetTableToken();
    forgetCheckoutDraft();
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900">Checkout</h1>
      <CartChangesAlert changes={refresh.changes} />
      <CheckoutForm
        lines={items}
        tableToken={readTableToken()}
        customer={customer}
        pricing={settings}
        payments={settings}
        hours={settings.operationalHours}
        onTotalChanged={() => void menu.refetch()}
        closedMessage={shop.open || settings.preOrdersWhileClosed ? null : shop.message}
        preOrderMessage={shop.open || !settings.preOrdersWhileClosed ? null : `${shop.message} ${PRE_ORDER_HINT}`}
        onPlaced={onPlaced}
        onDone={(order: OrderRecord) => navigate(paths.store.paymentSuccessFor(order.orderId), { replace: true })}
      />
    </div>
  );
}

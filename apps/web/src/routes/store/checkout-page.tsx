import { loadingTexts, type OrderRecord, shopOpenState } from "@kedai/shared";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { LoadingText } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/auth-context";
import { useCart } from "../../features/cart/use-cart";
import { CheckoutForm } from "../../features/checkout/components/checkout-form";
import { forgetTableToken, readTableToken } from "../../features/checkout/table-token";
import { isHandoverFor } from "./checkout-handover";
import { useStorePage } from "./use-store-page";

export function CheckoutPage() {
  const settings = useStorePage("Checkout");
  const { items, clear } = useCart();
  const { user } = useAuth();
  const { state } = useLocation();
  const navigate = useNavigate();
  // Placing the order empties the cart; the page must then go on to the confirmation, not the menu.
  const [placed, setPlaced] = useState(false);

  if (placed) return <LoadingText text={loadingTexts.redirect} />;
  if (items.length === 0) return <Navigate to={paths.store.order} replace />;
  if (!isHandoverFor(state, items)) return <Navigate to={paths.store.cart} replace />;

  const customer =
    user?.role === "customer"
      ? {
          name: user.name || user.fullName,
          phone: user.phone ?? "",
          email: user.email ?? "",
          addresses: user.addresses ?? [],
        }
      : null;

  // The server refuses an order while the shop is closed; saying so before the form is filled in spares the visitor.
  const shop = shopOpenState(settings.operationalHours);

  function onPlaced() {
    setPlaced(true);
    clear();
    forgetTableToken();
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900">Checkout</h1>
      <CheckoutForm
        lines={items}
        tableToken={readTableToken()}
        customer={customer}
        pricing={settings}
        closedMessage={shop.open ? null : shop.message}
        onPlaced={onPlaced}
        onDone={(order: OrderRecord) => navigate(paths.store.paymentSuccessFor(order.orderId), { replace: true })}
      />
    </div>
  );
}

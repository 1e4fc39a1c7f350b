import { PRE_ORDER_HINT, type Settings, shopOpenState } from "@kedai/shared";
import { ErrorAlert } from "../../components/ui/alert";

/**
 * The shop is closed by its opening hours: said on the menu, the item page and the cart, before
 * the customer fills a cart they cannot order (the server refuses online orders then).
 */
export function ShopClosedNotice({
  hours,
  preOrders = false,
}: {
  hours: Settings["operationalHours"];
  /** The settings' `preOrdersWhileClosed`: the customer may still order for later today. */
  preOrders?: boolean;
}) {
  const shop = shopOpenState(hours);
  if (shop.open) return null;
  return <ErrorAlert>{`${shop.message} ${preOrders ? PRE_ORDER_HINT : "Anda tetap dapat melihat menu."}`}</ErrorAlert>;
}

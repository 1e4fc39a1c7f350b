import { OjolAlerts, type OjolAlertsProps } from "../../features/ojol/components/ojol-alerts";
import { useTillOrders } from "../../features/orders/api/till-orders";

/** The header's ojol alerts on this till's orders as its list shows them; re-renders alone when they change. */
export function TillOjolAlerts(props: Omit<OjolAlertsProps, "orders">) {
  const { orders } = useTillOrders();
  return <OjolAlerts orders={orders} {...props} />;
}

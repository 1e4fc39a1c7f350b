import { type OrderRecord, orderIdTail, tableLabel } from "@kedai/shared";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { OrderStatusBadge } from "./order-status-badge";

type OrderHeadingProps = {
  order: OrderRecord;
  /** Kitchen size: read from across the counter. */
  large?: boolean;
  /** Under the status badge: the time, how long it has waited. */
  children: ReactNode;
};

/** The top of an order card: short id, type and table, status. */
export function OrderHeading({ order, large = false, children }: OrderHeadingProps) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div>
        <h2 className={cn("text-stone-900", large ? "text-3xl font-black" : "text-lg font-bold")}>
          #{orderIdTail(order.orderId)}
        </h2>
        <p className={large ? "text-lg font-semibold text-stone-700" : "text-sm text-stone-600"}>
          {order.orderType}
          {order.table ? ` · ${tableLabel(order.table.name)}` : ""}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <OrderStatusBadge status={order.status} className={large ? "text-sm" : undefined} />
        {children}
      </div>
    </div>
  );
}

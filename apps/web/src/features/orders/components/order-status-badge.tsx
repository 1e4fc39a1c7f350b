import type { OrderStatus } from "@kedai/shared";
import { Badge, type BadgeTone } from "../../../components/ui";

const tones: Record<OrderStatus, BadgeTone> = {
  New: "sky",
  Preparing: "amber",
  Ready: "green",
  Completed: "stone",
  Cancelled: "red",
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge tone={tones[status]} dot className={className}>
      {status}
    </Badge>
  );
}

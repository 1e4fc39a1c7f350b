import { ORDER_STATUS_WORDS, type OrderStatus } from "@kedai/shared";
import { Badge, type BadgeTone } from "../../../components/ui";

const tones: Record<OrderStatus, BadgeTone> = {
  New: "sky",
  Preparing: "amber",
  Ready: "green",
  Completed: "stone",
  Cancelled: "red",
};

/** The order's status in the shared Indonesian words (Baru, Disiapkan, Siap, Selesai, Dibatalkan). */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge tone={tones[status]} dot className={className}>
      {ORDER_STATUS_WORDS[status]}
    </Badge>
  );
}

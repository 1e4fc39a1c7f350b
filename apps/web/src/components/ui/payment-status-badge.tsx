import type { PaymentStatus } from "@kedai/shared";
import { Badge, type BadgeTone } from "./badge";

const labels: Record<PaymentStatus, { text: string; tone: BadgeTone }> = {
  Pending: { text: "Menunggu pembayaran", tone: "amber" },
  Paid: { text: "Lunas", tone: "green" },
  Failed: { text: "Pembayaran gagal", tone: "red" },
  Expired: { text: "Kedaluwarsa", tone: "stone" },
};

/** An order's payment state in words a customer understands. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { text, tone } = labels[status];
  return (
    <Badge tone={tone} dot>
      {text}
    </Badge>
  );
}

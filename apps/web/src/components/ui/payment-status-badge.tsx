import { type PaymentFacts, type PaymentStanding, paymentStanding, paymentStandingWord } from "@kedai/shared";
import { Badge, type BadgeTone } from "./badge";

const tones: Record<PaymentStanding, BadgeTone> = {
  unpaid: "amber",
  awaiting: "amber",
  paid: "green",
  failed: "red",
  cancelled: "stone",
  refunded: "sky",
};

/**
 * An order's payment as it really stands ('Belum dibayar', 'Menunggu pembayaran', 'Lunas',
 * 'Dibatalkan', 'Dana dikembalikan'), in the words of the shared table, whatever the stored payment status says.
 */
export function PaymentStatusBadge({ payment }: { payment: PaymentFacts }) {
  return (
    <Badge tone={tones[paymentStanding(payment)]} dot>
      {paymentStandingWord(payment)}
    </Badge>
  );
}

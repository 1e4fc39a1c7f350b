import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useCancelUnpaidOrder, useResumePayment } from "../api/unpaid-order";

/**
 * 'Bayar sekarang' and 'Batalkan' for an online order still waiting for its payment: on the menu,
 * the cart, the profile and the confirmation page alike. Cancelling asks once more, in place.
 */
export function UnpaidOrderActions({ orderId }: { orderId: string }) {
  const resume = useResumePayment();
  const cancel = useCancelUnpaidOrder();
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="text-sm">Batalkan pesanan ini?</span>
        <Button size="sm" variant="danger" busy={cancel.isPending} onClick={() => cancel.mutate(orderId)}>
          Ya, batalkan
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
          Tidak
        </Button>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-2">
      <Button size="sm" busy={resume.isPending} busyText="Membuka..." onClick={() => resume.mutate(orderId)}>
        Bayar sekarang
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
        Batalkan
      </Button>
    </span>
  );
}

import { type FormEvent, useId, useState } from "react";
import { Button, TextField } from "../../../components/ui";
import { messageOf } from "../../../lib/api";
import { formatRupiah } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { redeemPoints } from "../api/redeem-points";
import type { PosCustomer } from "./customer-picker";

const INVALID_POINTS = "Masukkan jumlah poin yang valid.";
const REDEEM_FAILED = "Gagal menukar poin.";
const notEnough = (available: number) => `Poin pelanggan tidak mencukupi (tersedia: ${available}).`;

export type Redemption = { points: number; discountAmount: number };

/** The problem with redeeming `text` points out of `available`, or null. */
export function redeemProblem(text: string, available: number | null): string | null {
  const points = Number(text);
  if (text.trim() === "" || !Number.isInteger(points) || points < 1) return INVALID_POINTS;
  if (available !== null && points > available) return notEnough(available);
  return null;
}

type PointsRedeemProps = {
  customer: PosCustomer;
  redemption: Redemption | null;
  onRedeemed: (redemption: Redemption) => void;
};

/**
 * Points become money off this customer's next order: the server takes them at once and reserves
 * the value (docs/business-rules.md#points), so a redemption cannot be undone from here.
 */
export function PointsRedeem({ customer, redemption, onRedeemed }: PointsRedeemProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (redemption) {
    return (
      <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        {redemption.points.toLocaleString("id-ID")} poin ditukar: potongan {formatRupiah(redemption.discountAmount)}
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = redeemProblem(text, customer.loyaltyPoints);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const points = Number(text);
      const answer = await redeemPoints({ customerId: customer._id, pointsToRedeem: points });
      onRedeemed({ points, discountAmount: answer.discountAmount });
      toast.success(`${points} poin ditukar: potongan ${formatRupiah(answer.discountAmount)}.`);
    } catch (failure) {
      setError(messageOf(failure, REDEEM_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <div className="flex items-start gap-2">
        <TextField
          id={`${id}-points`}
          label="Tukar poin"
          hideLabel
          fieldClassName="flex-1"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="Tukar poin"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error ?? undefined}
          className="h-10"
        />
        <Button type="submit" variant="secondary" busy={busy}>
          Tukar
        </Button>
      </div>
    </form>
  );
}

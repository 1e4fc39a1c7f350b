import { redeemPointsBody } from "@kedai/shared";
import { useId } from "react";
import { z } from "zod";
import { Button, NumberField } from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import { useOutbox } from "../../../lib/outbox";
import { toast } from "../../../lib/toast";
import { useAppForm } from "../../../lib/use-app-form";
import { redeemPoints } from "../api/redeem-points";
import type { PosCustomer } from "./customer-picker";

const REDEEM_FAILED = "Gagal menukar poin.";
const REDEEM_OFFLINE = "Offline: penukaran poin membutuhkan koneksi ke server.";
const notEnough = (available: number) => `Poin pelanggan tidak mencukupi (tersedia: ${available}).`;

export type Redemption = { points: number; discountAmount: number };

/**
 * The points as typed: a positive whole number (the contract's own check), and no more than the
 * customer's `available` balance when it is known.
 */
function redeemSchema(available: number | null) {
  // An emptied field (undefined) is 0 points, which the contract refuses with its own words.
  const points = z
    .number()
    .optional()
    .transform((count) => count ?? 0)
    .pipe(redeemPointsBody.shape.pointsToRedeem);
  return z.object({
    points: available === null ? points : points.refine((count) => count <= available, notEnough(available)),
  });
}

type PointsRedeemProps = {
  customer: PosCustomer;
  redemption: Redemption | null;
  /** After the server took the points; the form stays busy until what it answers settles. */
  onRedeemed: (redemption: Redemption) => Promise<unknown>;
};

/**
 * Points become money off this customer's next order: the server takes them at once and reserves
 * the value (docs/business-rules.md#points), so a redemption cannot be undone from here.
 */
export function PointsRedeem({ customer, redemption, onRedeemed }: PointsRedeemProps) {
  const id = useId();
  // The server takes the points at once: there is nothing to queue (docs/decisions/0026-offline-orders.md).
  const { offline } = useOutbox();
  const { control, errors, submit, submitting, formError, showFailure } = useAppForm({
    schema: redeemSchema(customer.loyaltyPoints),
    defaultValues: { points: undefined },
    onValid: async ({ points }) => {
      try {
        const answer = await redeemPoints({ customerId: customer._id, pointsToRedeem: points });
        await onRedeemed({ points, discountAmount: answer.discountAmount });
        toast.success(`${points} poin ditukar: potongan ${formatRupiah(answer.discountAmount)}.`);
      } catch (failure) {
        showFailure(failure, REDEEM_FAILED);
      }
    },
  });

  if (redemption) {
    return (
      <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        {redemption.points.toLocaleString("id-ID")} poin ditukar: potongan {formatRupiah(redemption.discountAmount)}
      </p>
    );
  }

  if (offline) return <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-600">{REDEEM_OFFLINE}</p>;

  return (
    <form noValidate onSubmit={submit}>
      <div className="flex items-start gap-2">
        <NumberField
          control={control}
          name="points"
          id={`${id}-points`}
          label="Tukar poin"
          hideLabel
          fieldClassName="flex-1"
          decimals={0}
          placeholder="Tukar poin"
          error={errors.points?.message ?? formError}
          className="h-10"
        />
        <Button type="submit" variant="secondary" busy={submitting}>
          Tukar
        </Button>
      </div>
    </form>
  );
}

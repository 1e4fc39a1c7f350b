import {
  OJOL_REJECT_REASON_LABELS,
  OJOL_REJECT_REASONS,
  type OjolRejectReason,
  ORDER_STATUS,
  type OrderRecord,
} from "@kedai/shared";
import { Check, ListChecks, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Badge, Button, Modal, optionsOf, SelectField } from "../../../components/ui";
import { useAcceptOjolOrder, useRejectOjolOrder } from "../api/ojol-orders";
import { OjolMapModal } from "./ojol-map-modal";

/** Minutes and seconds left until `deadline` ("2:41"), "0:00" once passed; ticks every second. */
export function useCountdown(deadline: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  const left = Math.max(0, Math.ceil((new Date(deadline).getTime() - now) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
}

/**
 * A food platform's order on the till's card (docs/business-rules.md#ojol): the platform and its
 * number, the driver, an item Kedai could not match with 'Cocokkan menu' (for those who may map:
 * `canMap`); while it waits for the outlet, the platform's countdown with 'Terima' and 'Tolak'
 * (with the platform's reason); once accepted, 'Tolak' cancels it on the platform.
 */
export function OjolPanel({ order, canMap = false }: { order: OrderRecord; canMap?: boolean }) {
  const ojol = order.ojol;
  const accept = useAcceptOjolOrder();
  const countdown = useCountdown(ojol?.acceptDeadline ?? null);
  const [rejecting, setRejecting] = useState(false);
  const [mapping, setMapping] = useState(false);
  if (!ojol) return null;
  const live = order.status !== ORDER_STATUS.Cancelled && order.status !== ORDER_STATUS.Completed;

  return (
    <div className="mt-2 space-y-2 rounded-lg bg-emerald-50 p-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="green">{ojol.label}</Badge>
        {ojol.driverName ? <span className="text-stone-700">Driver: {ojol.driverName}</span> : null}
      </p>
      {ojol.needsMapping && order.status !== ORDER_STATUS.Cancelled ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-amber-700">Ada menu yang belum dikenali: cocokkan dengan menu Kedai.</p>
          {canMap ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setMapping(true)}
              icon={<ListChecks className="size-4" />}
            >
              Cocokkan menu
            </Button>
          ) : null}
        </div>
      ) : null}
      {ojol.acceptDeadline && live ? (
        <>
          <p className="font-semibold text-stone-900" aria-live="polite">
            Terima dalam <span className="tabular-nums">{countdown}</span>
          </p>
          <div className="flex gap-2">
            <Button
              onClick={() => accept.mutate(order)}
              busy={accept.isPending}
              icon={<Check className="size-4" />}
              className="flex-1"
            >
              Terima
            </Button>
            <Button variant="danger" onClick={() => setRejecting(true)} icon={<X className="size-4" />}>
              Tolak
            </Button>
          </div>
        </>
      ) : live ? (
        <Button size="sm" variant="ghost" onClick={() => setRejecting(true)} icon={<X className="size-4" />}>
          Batalkan di platform
        </Button>
      ) : null}
      {rejecting ? <RejectOjolModal order={order} onClose={() => setRejecting(false)} /> : null}
      {mapping ? <OjolMapModal order={order} onClose={() => setMapping(false)} /> : null}
    </div>
  );
}

const REASON_OPTIONS = optionsOf(OJOL_REJECT_REASONS, OJOL_REJECT_REASON_LABELS);

function RejectOjolModal({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const id = useId();
  const reject = useRejectOjolOrder();
  const [reason, setReason] = useState<OjolRejectReason>("ITEMS_OUT_OF_STOCK");

  function submit(event: React.FormEvent) {
    event.preventDefault();
    reject.mutate({ order, reason }, { onSuccess: onClose });
  }

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!reject.isPending}
      title={`Tolak ${order.ojol?.label ?? "pesanan"}?`}
      size="md"
    >
      <form onSubmit={submit} className="space-y-3" noValidate>
        <p className="text-sm text-stone-700">
          Pesanan dibatalkan, stoknya dikembalikan, dan platform diberi tahu alasannya.
        </p>
        <SelectField
          id={`${id}-reason`}
          label="Alasan"
          options={REASON_OPTIONS}
          value={reason}
          onChange={(event) => setReason(event.target.value as OjolRejectReason)}
        />
        <div className="flex justify-end gap-2 border-t border-stone-200 pt-3">
          <Button variant="secondary" onClick={onClose} disabled={reject.isPending}>
            Tidak
          </Button>
          <Button type="submit" variant="danger" busy={reject.isPending} busyText="Memproses...">
            Ya, tolak
          </Button>
        </div>
      </form>
    </Modal>
  );
}

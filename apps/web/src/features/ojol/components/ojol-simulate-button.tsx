import { OJOL_PLATFORM_LABELS, OJOL_PLATFORMS } from "@kedai/shared";
import { FlaskConical } from "lucide-react";
import { useId, useState } from "react";
import { Button, CheckboxField, Modal } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { useOutletOjol } from "../api/outlet-ojol";
import { useSimulateOjolOrder } from "../api/simulate-ojol";

export const SIMULATE_OJOL = "Simulasi pesanan ojol";
export const WITH_UNKNOWN_ITEM = "Sertakan menu yang belum dikenali Kedai";

/**
 * The demo's 'Simulasi pesanan ojol' at the till: only in demo mode (`demoMode`: the server says
 * so), for an outlet linked to a platform. GrabFood or GoFood then sends the outlet an order, which
 * rings on the till like a real one; ticked, the order also carries an item only the platform's
 * menu has, so the till flags it and the cashier can try 'Cocokkan menu'.
 */
export function OjolSimulateButton({
  outletId,
  demoMode,
  className,
}: {
  outletId: string | null;
  demoMode: boolean;
  className?: string;
}) {
  const linked = useOutletOjol(demoMode ? outletId : null).data?.linked;
  const [open, setOpen] = useState(false);
  if (!demoMode || !outletId || !linked) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        title={SIMULATE_OJOL}
        className={cn(className, "hover:bg-white/10")}
      >
        <FlaskConical aria-hidden="true" className="size-4" /> <span className="max-lg:sr-only">{SIMULATE_OJOL}</span>
      </button>
      {open ? <SimulateModal outletId={outletId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SimulateModal({ outletId, onClose }: { outletId: string; onClose: () => void }) {
  const id = useId();
  const simulate = useSimulateOjolOrder(outletId);
  const [unknownItem, setUnknownItem] = useState(false);
  return (
    <Modal open onClose={onClose} dismissible={!simulate.isPending} title={SIMULATE_OJOL} size="sm">
      <p className="text-sm text-stone-700">
        Platform (simulasi) mengirim pesanan ke outlet ini seperti pesanan sungguhan: pesanan masuk ke daftar pesanan
        dan menunggu diterima.
      </p>
      <CheckboxField
        id={`${id}-unknown`}
        fieldClassName="mt-4"
        label={WITH_UNKNOWN_ITEM}
        hint="Pesanan juga berisi Crepes Durian, menu yang hanya ada di platform. Pesanan ditandai, lalu cocokkan lewat 'Cocokkan menu'; pilihan itu diingat untuk pesanan berikutnya."
        checked={unknownItem}
        disabled={simulate.isPending}
        onChange={(event) => setUnknownItem(event.target.checked)}
      />
      <div className="mt-4 flex gap-2">
        {OJOL_PLATFORMS.map((platform) => (
          <Button
            key={platform}
            className="flex-1"
            disabled={simulate.isPending}
            onClick={() => simulate.mutate({ platform, unknownItem }, { onSuccess: onClose })}
          >
            {OJOL_PLATFORM_LABELS[platform]}
          </Button>
        ))}
      </div>
    </Modal>
  );
}

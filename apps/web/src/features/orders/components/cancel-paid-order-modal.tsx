import { ORDER_STATUS, type OrderRecord, orderIdTail } from "@kedai/shared";
import { useId, useState } from "react";
import { Button, ErrorAlert, Modal, TextField } from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import { useOutbox } from "../../../lib/outbox";
import { APPROVAL_NEEDS_SERVER, useChangeOrderStatus } from "../api/change-order-status";

const NEEDS_BOTH = "Isi username dan PIN manajer atau admin.";

type CancelPaidOrderModalProps = { order: OrderRecord; onClose: () => void };

/**
 * Cancelling an order whose money was taken (ADR 0041): a manager or admin types their username
 * and PIN (their password while they have no PIN) in this dialog; the server checks it. Offline it
 * says the approval needs the server and cancels nothing.
 */
export function CancelPaidOrderModal({ order, onClose }: CancelPaidOrderModalProps) {
  const id = useId();
  const change = useChangeOrderStatus("Gagal membatalkan pesanan.");
  const offline = useOutbox().offline;
  const [username, setUsername] = useState("");
  const [secret, setSecret] = useState("");
  const [missing, setMissing] = useState(false);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    if (!username.trim() || !secret) return setMissing(true);
    change.mutate(
      { order, status: ORDER_STATUS.Cancelled, approval: { username: username.trim(), secret } },
      { onSuccess: onClose },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!change.isPending}
      title="Batalkan pesanan yang sudah dibayar?"
      size="md"
    >
      <form onSubmit={submit} className="space-y-3" noValidate>
        <p className="text-sm text-stone-700">
          Pesanan #{orderIdTail(order.orderId)} sudah dibayar {formatRupiah(order.totalAmount)}. Membatalkannya perlu
          persetujuan manajer atau admin: mereka mengetik username dan PIN-nya (password bila belum punya PIN).
        </p>
        {offline ? (
          <ErrorAlert>{APPROVAL_NEEDS_SERVER}</ErrorAlert>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <TextField
              id={`${id}-approver`}
              label="Username penyetuju"
              autoComplete="off"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <TextField
              id={`${id}-secret`}
              label="PIN / password"
              type="password"
              autoComplete="off"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
            />
          </div>
        )}
        {missing && !offline ? <ErrorAlert>{NEEDS_BOTH}</ErrorAlert> : null}
        <div className="flex justify-end gap-2 border-t border-stone-200 pt-3">
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            Tidak
          </Button>
          <Button type="submit" variant="danger" busy={change.isPending} busyText="Memproses..." disabled={offline}>
            Ya, batalkan
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { type RegisterSessionRecord, registerCloseBody, type ShiftSummary } from "@kedai/shared";
import { type FormEvent, useId, useState } from "react";
import { Button, ErrorAlert, Modal, TextareaField, TextField } from "../../components/ui";
import { messageOf } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatRupiah } from "../../lib/format";
import { useCloseRegister } from "./api/close-register";

const CLOSE_FAILED = "Gagal menutup sesi.";

type CloseRegisterModalProps = {
  /** The cashier's open session; mount the modal to ask. */
  session: RegisterSessionRecord;
  onCancel: () => void;
  /** After the summary was read: closing a register ends the cashier's sign-in. */
  onDone: () => void;
};

function SummaryRow({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn("flex justify-between gap-4 py-1.5", className)}>
      <dt>{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The shift summary as stored at closing; a negative difference is cash missing from the drawer. */
function ShiftSummaryList({ summary }: { summary: ShiftSummary }) {
  const nonCash = Object.entries(summary.nonCashSales);
  const tone = summary.difference < 0 ? "text-red-700" : summary.difference > 0 ? "text-amber-700" : "text-emerald-700";
  return (
    <dl aria-label="Ringkasan sesi" className="divide-y divide-stone-100 text-sm text-stone-700">
      <SummaryRow label="Saldo Awal" value={formatRupiah(summary.openingBalance)} />
      <SummaryRow label="Penjualan Tunai" value={formatRupiah(summary.cashSales)} />
      {nonCash.length === 0 ? (
        <SummaryRow label="Penjualan Non-Tunai" value={formatRupiah(0)} />
      ) : (
        nonCash.map(([method, amount]) => (
          <SummaryRow key={method} label={`Penjualan ${method}`} value={formatRupiah(amount)} />
        ))
      )}
      <SummaryRow label="Kas Seharusnya" value={formatRupiah(summary.expectedCash)} />
      <SummaryRow label="Kas Dihitung" value={formatRupiah(summary.countedCash)} />
      <SummaryRow
        label={summary.difference < 0 ? "Selisih (kurang)" : "Selisih"}
        value={formatRupiah(summary.difference)}
        className={cn("text-base", tone)}
      />
      <SummaryRow label="Pesanan Selesai" value={String(summary.completedOrders)} />
      <SummaryRow
        label="Pesanan Masih Terbuka"
        value={String(summary.openOrders)}
        className={summary.openOrders > 0 ? "text-amber-700" : undefined}
      />
    </dl>
  );
}

/**
 * Closing the cashier's session: the counted cash and a note, then the stored shift summary;
 * its button ends the sign-in.
 */
export function CloseRegisterModal({ session, onCancel, onDone }: CloseRegisterModalProps) {
  const formId = useId();
  const close = useCloseRegister();
  const [balance, setBalance] = useState("");
  const [notes, setNotes] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const summary = close.data?.summary ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = balance.replace(/\D/g, "");
    const parsed = registerCloseBody.safeParse({ closingBalance: digits ? Number(digits) : undefined, notes });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    close.mutate({ sessionId: session._id, body: parsed.data });
  }

  if (summary) {
    return (
      <Modal
        open
        onClose={onDone}
        title="Sesi Ditutup"
        size="sm"
        footer={
          <Button data-autofocus onClick={onDone}>
            Selesai &amp; Keluar
          </Button>
        }
      >
        <ShiftSummaryList summary={summary} />
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={onCancel}
      dismissible={!close.isPending}
      title="Tutup Sesi"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={close.isPending}>
            Batal
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={close.isPending} busyText="Memproses...">
            Tutup Sesi
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm text-stone-600">
          {session.outlet.name} · Saldo awal {formatRupiah(session.openingBalance)}
        </p>
        <TextField
          id={`${formId}-balance`}
          label="Saldo Akhir"
          required
          inputMode="numeric"
          placeholder="Uang tunai di laci"
          value={balance}
          error={fieldError}
          onChange={(event) => setBalance(event.target.value)}
        />
        <TextareaField
          id={`${formId}-notes`}
          label="Catatan"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        {close.isError ? <ErrorAlert>{messageOf(close.error, CLOSE_FAILED)}</ErrorAlert> : null}
      </form>
    </Modal>
  );
}

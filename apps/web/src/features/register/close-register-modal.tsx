import {
  differenceLabel,
  loadingTexts,
  type RegisterCloseBody,
  type RegisterCloseInput,
  type RegisterSessionRecord,
  registerCloseBody,
  type ShiftSummary,
} from "@kedai/shared";
import { Printer } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Button, ErrorAlert, LoadingText, Modal, RupiahField, TextareaField } from "../../components/ui";
import { messageOf } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatRupiah } from "../../lib/format";
import { useOutbox } from "../../lib/outbox";
import { useAppForm } from "../../lib/use-app-form";
import { useSubmitOnce } from "../../lib/use-submit-once";
import { useCloseRegister } from "./api/close-register";
import { REGISTER_REVIEW_FAILED, useRegisterReview } from "./api/get-register-review";
import { printShiftReport } from "./components/shift-report";
import { differenceTone, OpenOrdersList, ShiftSummaryList } from "./components/shift-summary-list";

const CLOSE_FAILED = "Gagal menutup sesi.";
const unsentMessage = (count: number) =>
  `Masih ada ${count} pesanan di perangkat ini yang belum diterima server. Sesi dapat ditutup setelah semuanya terkirim: tunggu koneksi kembali, atau putuskan pesanan yang ditolak di List Order.`;

/**
 * Orders this device took offline belong to the session: it closes only once the server has all
 * of them, and its figures are read again when the last one went.
 */
function useUnsentOrders(refreshFigures: () => unknown): number {
  const unsent = useOutbox().entries.length;
  const before = useRef(unsent);
  useEffect(() => {
    if (before.current > 0 && unsent === 0) refreshFigures();
    before.current = unsent;
  }, [unsent, refreshFigures]);
  return unsent;
}

type CloseRegisterModalProps = {
  /** The cashier's open session; mount the modal to ask. */
  session: RegisterSessionRecord;
  /** On the printed shift report. */
  storeName: string;
  /** Leaves the session open. */
  onCancel: () => void;
  /** After the summary was read: closing a register ends the cashier's sign-in. */
  onDone: () => void;
};

/**
 * Closing the cashier's session in three steps: the cash expected so far and the orders still
 * open beside the counted cash, then the figures to confirm (Kembali keeps the session open), then
 * the stored shift summary; its button ends the sign-in. The report prints on 80 mm paper.
 */
export function CloseRegisterModal({ session, storeName, onCancel, onDone }: CloseRegisterModalProps) {
  const formId = useId();
  const review = useRegisterReview(session._id);
  const unsent = useUnsentOrders(review.refetch);
  const close = useCloseRegister();
  // The figures the cashier confirms; null while counting.
  const [toClose, setToClose] = useState<RegisterCloseBody | null>(null);
  const { register, control, errors, submit } = useAppForm<RegisterCloseInput, RegisterCloseBody>({
    schema: registerCloseBody,
    defaultValues: { closingBalance: undefined, notes: "" },
    onValid: (body) => {
      close.reset();
      setToClose(body);
    },
  });
  const counted = useWatch({ control, name: "closingBalance" });
  const sales = review.data?.sales;
  const openOrders = review.data?.openOrders ?? [];
  const closed = close.data?.summary ? close.data : null;

  const print = (summary: ShiftSummary, closedAt: string | null) =>
    printShiftReport({ storeName, session, summary, openOrders, closedAt });

  // A second tap on 'Ya, Tutup Sesi' while the first is on its way closes nothing more; a refusal
  // is shown from the mutation's error.
  const confirmClose = useSubmitOnce(async (body: RegisterCloseBody) => {
    await close.mutateAsync({ sessionId: session._id, body }).catch(() => undefined);
  });

  if (closed?.summary) {
    const summary = closed.summary;
    return (
      <Modal
        open
        onClose={onDone}
        title="Sesi Ditutup"
        size="sm"
        footer={
          <>
            <Button
              variant="secondary"
              icon={<Printer aria-hidden="true" className="size-4" />}
              onClick={() => print(summary, closed.closedAt)}
            >
              Cetak Laporan Shift
            </Button>
            <Button data-autofocus onClick={onDone}>
              Selesai &amp; Keluar
            </Button>
          </>
        }
      >
        <ShiftSummaryList summary={summary} />
      </Modal>
    );
  }

  if (toClose && sales && unsent === 0) {
    const countedCash = toClose.closingBalance;
    const summary: ShiftSummary = { ...sales, countedCash, difference: countedCash - sales.expectedCash };
    return (
      <Modal
        open
        onClose={() => setToClose(null)}
        dismissible={!close.isPending}
        title="Konfirmasi Tutup Sesi"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setToClose(null)} disabled={close.isPending}>
              Kembali
            </Button>
            <Button
              variant="secondary"
              icon={<Printer aria-hidden="true" className="size-4" />}
              onClick={() => print(summary, null)}
              disabled={close.isPending}
            >
              Cetak
            </Button>
            <Button
              variant="danger"
              onClick={() => confirmClose.submit(toClose)}
              busy={confirmClose.pending}
              busyText="Memproses..."
            >
              Ya, Tutup Sesi
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <p className="text-sm text-stone-600">
            Periksa sekali lagi. Setelah ditutup, sesi tidak dapat dibuka kembali dan Anda akan keluar.
          </p>
          <ShiftSummaryList summary={summary} />
          <OpenOrdersList orders={openOrders} />
          {close.isError ? <ErrorAlert>{messageOf(close.error, CLOSE_FAILED)}</ErrorAlert> : null}
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={onCancel}
      title="Tutup Sesi"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Batal
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={!sales || unsent > 0}>
            Tutup Sesi
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        {unsent > 0 ? <ErrorAlert>{unsentMessage(unsent)}</ErrorAlert> : null}
        <p className="text-sm text-stone-600">
          {session.outlet.name} · Saldo awal {formatRupiah(session.openingBalance)}
        </p>
        {review.isError ? (
          <ErrorAlert>{messageOf(review.error, REGISTER_REVIEW_FAILED)}</ErrorAlert>
        ) : !sales ? (
          <LoadingText text={loadingTexts.data} />
        ) : (
          <dl aria-label="Kas sesi" className="divide-y divide-stone-100 rounded-lg bg-stone-50 px-3 text-sm">
            <div className="flex justify-between gap-4 py-1.5">
              <dt>Kas Seharusnya</dt>
              <dd className="font-semibold tabular-nums">{formatRupiah(sales.expectedCash)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-1.5 text-stone-500">
              <dt>Saldo awal + penjualan tunai</dt>
              <dd className="tabular-nums">
                {formatRupiah(sales.openingBalance)} + {formatRupiah(sales.cashSales)}
              </dd>
            </div>
            {typeof counted === "number" ? (
              <div
                className={cn(
                  "flex justify-between gap-4 py-1.5 font-semibold",
                  differenceTone(counted - sales.expectedCash),
                )}
              >
                <dt>{differenceLabel(counted - sales.expectedCash)}</dt>
                <dd className="tabular-nums">{formatRupiah(counted - sales.expectedCash)}</dd>
              </div>
            ) : null}
          </dl>
        )}
        <RupiahField
          control={control}
          name="closingBalance"
          id={`${formId}-balance`}
          label="Saldo Akhir"
          hint="Uang tunai yang dihitung di laci"
          required
          placeholder="Uang tunai di laci"
          error={errors.closingBalance?.message}
        />
        {sales ? <OpenOrdersList orders={openOrders} /> : null}
        <TextareaField id={`${formId}-notes`} label="Catatan" error={errors.notes?.message} {...register("notes")} />
      </form>
    </Modal>
  );
}

import {
  CANCEL_REASON_REQUIRED_MESSAGE,
  STOCK_REQUEST_SHIPPED_STATUSES,
  STOCK_REQUEST_STATUS,
  type StockRequestRecord,
  type StockRequestShipmentBody,
  type StockRequestStatus,
  type StockRequestView,
} from "@kedai/shared";
import { useState } from "react";
import {
  Button,
  type Column,
  DataTable,
  LoadMore,
  Modal,
  rowId,
  Tabs,
  TextareaField,
  useConfirm,
} from "../../../components/ui";
import { formatDateTime } from "../../../lib/format";
import { useHeldAt } from "../../../lib/use-held-at";
import { useChangeStockRequestStatus } from "../api/change-stock-request-status";
import { useStockRequests } from "../api/list-stock-requests";
import { useShipStockRequest } from "../api/ship-stock-request";
import { stockRequestActions } from "../status-actions";
import { RequestItems } from "./request-items";
import { ShipRequestModal } from "./ship-request-modal";
import { StockRequestStatusBadge } from "./stock-request-status-badge";

type Move = (request: StockRequestRecord, to: StockRequestStatus, reason?: string) => Promise<unknown>;
type Ship = (request: StockRequestRecord, body: StockRequestShipmentBody) => Promise<unknown>;

/** Asks why a request is cancelled; the reason is required and sent with the cancellation. */
function CancelRequestModal({
  request,
  busy,
  onClose,
  onCancel,
}: {
  request: StockRequestRecord | null;
  busy: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const close = () => {
    setReason("");
    setError(undefined);
    onClose();
  };
  return (
    <Modal
      open={request !== null}
      onClose={close}
      dismissible={!busy}
      title="Batalkan Permintaan"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Kembali
          </Button>
          <Button
            variant="danger"
            busy={busy}
            busyText="Membatalkan..."
            onClick={() => (reason.trim() ? onCancel(reason.trim()) : setError(CANCEL_REASON_REQUIRED_MESSAGE))}
          >
            Batalkan Permintaan
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-stone-600">
        Permintaan dari <strong>{request?.franchiseMember.name}</strong> ({request?.franchiseMember.outletName}) akan
        dibatalkan. Mitra melihat alasan ini di riwayat permintaannya.
      </p>
      {request && (STOCK_REQUEST_SHIPPED_STATUSES as readonly StockRequestStatus[]).includes(request.status) ? (
        <p className="mb-3 rounded-md bg-amber-50 p-2 text-sm text-amber-800">
          Permintaan ini sudah dikirim: jumlah yang dikirim dikembalikan ke stok kantor pusat. Batalkan hanya bila
          barangnya sudah kembali.
        </p>
      ) : null}
      <TextareaField
        id="cancel-reason"
        label="Alasan pembatalan"
        required
        rows={3}
        data-autofocus
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </Modal>
  );
}

function RequestList({
  view,
  move,
  ship,
  busyId,
  held,
}: {
  view: StockRequestView;
  move: Move;
  ship?: Ship;
  busyId: string | null;
  held?: ReadonlyMap<string, number>;
}) {
  const list = useStockRequests(view);
  const confirm = useConfirm();
  const [cancelling, setCancelling] = useState<StockRequestRecord | null>(null);
  const [shipping, setShipping] = useState<StockRequestRecord | null>(null);

  /** Finishing a partly shipped request closes what is still open: asked first. */
  const finish = async (row: StockRequestRecord, to: StockRequestStatus) => {
    if (
      row.status === STOCK_REQUEST_STATUS["Dikirim Sebagian"] &&
      !(await confirm({
        title: "Selesaikan Permintaan",
        message: "Sisa yang belum dikirim tidak akan dikirim lagi. Mitra melihat berapa yang dikirim per item.",
        confirmText: "Selesaikan",
      }))
    ) {
      return;
    }
    // A refusal is the hook's toast; the click has no one to hand the rejection to.
    await move(row, to).catch(() => undefined);
  };

  const columns: Column<StockRequestRecord>[] = [
    { key: "time", header: "Waktu", className: "whitespace-nowrap", render: (row) => formatDateTime(row.createdAt) },
    {
      key: "member",
      header: "Mitra",
      render: (row) => (
        <div>
          <p className="font-medium text-stone-900">{row.franchiseMember.name}</p>
          <p className="text-xs text-stone-500">{row.franchiseMember.outletName}</p>
        </div>
      ),
    },
    {
      key: "items",
      header: "Item",
      render: (row) => <RequestItems items={row.items} status={row.status} held={held} />,
    },
    {
      key: "notes",
      header: "Catatan",
      render: (row) => (
        <div className="space-y-1">
          <p>{row.notes || "-"}</p>
          {row.cancelReason ? <p className="text-xs text-red-700">Alasan batal: {row.cancelReason}</p> : null}
        </div>
      ),
    },
    { key: "status", header: "Status", render: (row) => <StockRequestStatusBadge status={row.status} /> },
  ];

  const renderActions = (row: StockRequestRecord) => {
    const { forward, canCancel } = stockRequestActions(row.status);
    if (forward.length === 0 && !canCancel) return <span className="text-stone-500">-</span>;
    const busy = busyId === row._id;
    return (
      <div className="flex flex-wrap justify-end gap-2">
        {forward.map((action) => (
          <Button
            key={action.to}
            size="sm"
            busy={busy}
            aria-label={`${action.label} permintaan ${row.franchiseMember.name}`}
            onClick={() => (action.ships ? setShipping(row) : finish(row, action.to))}
          >
            {action.label}
          </Button>
        ))}
        {canCancel ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={`Batalkan permintaan ${row.franchiseMember.name}`}
            onClick={() => setCancelling(row)}
          >
            Batalkan
          </Button>
        ) : null}
      </div>
    );
  };

  return (
    <div className="space-y-4">
      <DataTable
        caption={view === "active" ? "Permintaan aktif" : "Riwayat permintaan"}
        columns={columns}
        rows={list.rows}
        rowKey={rowId}
        loading={list.loading}
        emptyMessage={
          list.loadError ?? (view === "active" ? "Tidak ada permintaan aktif." : "Belum ada riwayat permintaan.")
        }
        renderActions={view === "active" ? renderActions : undefined}
      />
      {shipping && ship ? (
        <ShipRequestModal
          key={shipping._id}
          request={shipping}
          held={held}
          onClose={() => setShipping(null)}
          onShip={(body) => ship(shipping, body)}
        />
      ) : null}
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} loadMore={list.loadMore} />
      <CancelRequestModal
        key={cancelling?._id ?? "none"}
        request={cancelling}
        busy={cancelling !== null && busyId === cancelling._id}
        onClose={() => setCancelling(null)}
        onCancel={(reason) => {
          if (!cancelling) return;
          move(cancelling, STOCK_REQUEST_STATUS.Dibatalkan, reason).then(
            () => setCancelling(null),
            () => undefined,
          );
        }}
      />
    </div>
  );
}

/**
 * Head office's board of franchise stock requests: 'Permintaan Aktif' (Diajukan, Diproses,
 * Dikirim Sebagian, Dikirim) with the next step's button ('Kirim' opens the shipment with a
 * quantity per item) and a cancel with a reason, and 'Riwayat Permintaan' (Selesai, Dibatalkan).
 */
export function StockRequestBoard({ headOfficeId }: { headOfficeId: string }) {
  // What head office holds now, beside each active request's lines (a finished one needs no plan).
  const held = useHeldAt(headOfficeId);
  const change = useChangeStockRequestStatus();
  const shipment = useShipStockRequest();
  const busyId = change.isPending ? (change.variables?.id ?? null) : null;
  const move: Move = (request, to, reason) =>
    change.mutateAsync({ id: request._id, body: { status: to, from: request.status, reason } });
  const ship: Ship = (request, body) => shipment.mutateAsync({ id: request._id, body });

  return (
    <Tabs
      label="Tampilan permintaan"
      tabs={[
        {
          id: "active",
          label: "Permintaan Aktif",
          content: <RequestList view="active" move={move} ship={ship} busyId={busyId} held={held} />,
        },
        {
          id: "history",
          label: "Riwayat Permintaan",
          content: <RequestList view="history" move={move} busyId={busyId} />,
        },
      ]}
    />
  );
}

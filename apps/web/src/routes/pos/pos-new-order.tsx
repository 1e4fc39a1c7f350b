import {
  type EntityName,
  loadingTexts,
  localOrderKey,
  type OrderRecord,
  type RegisterSessionRecord,
} from "@kedai/shared";
import { useEffect, useEffectEvent } from "react";
import { useSearchParams } from "react-router";
import { LoadingText } from "../../components/ui";
import { POS_EDIT_PARAM } from "../../config/paths";
import { useOrderById } from "../../features/orders/api/get-order";
import { useTillOrders } from "../../features/orders/api/till-orders";
import { NewOrderView, type OrderPlacedHow } from "../../features/pos/components/new-order-view";
import { useRegisterStatus } from "../../features/register/api/get-register-status";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toast";

const ORDER_LOAD_FAILED = "Gagal memuat pesanan.";
const ORDER_SYNCED_WHILE_EDITING =
  "Pesanan offline ini baru saja diterima server. Buka Edit lagi dari List Order untuk menambah pesanan.";

export type PosNewOrderProps = {
  session: RegisterSessionRecord;
  /** After a create or an edit; `how.quick`: `order` was paid with exact cash as it was placed. */
  onPlaced?: (order: OrderRecord, how: OrderPlacedHow) => void;
  /** A new order starts as Dine-In at this table (tapped on the floor plan). */
  startTable?: EntityName | null;
};

/**
 * The new-order view, or the edit of the order named by `/pos?edit=<_id>`. Leaving the edit (saved
 * or cancelled) drops the parameter, which brings back an empty cart.
 */
export function PosNewOrder({ session, onPlaced, startTable = null }: PosNewOrderProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get(POS_EDIT_PARAM);
  // As this till shows it: offline, or with commands of this till still waiting on it, that
  // version is the one a round is added to; otherwise the server's, fetched.
  const shown = useTillOrders().orders.find((order) => order._id === editId);
  const editing = useOrderById(editId, shown);
  const editingOrder = shown?.waitingToSync ? shown : (editing.data ?? null);
  // Points redeemed at this register are held by the server: the screen shows its figure.
  const register = useRegisterStatus();

  const leaveEdit = () =>
    setSearchParams(
      (current) => {
        current.delete(POS_EDIT_PARAM);
        return current;
      },
      { replace: true },
    );

  // An order that cannot be loaded (gone, or no access) leaves edit mode with the reason.
  const leaveEditOnError = useEffectEvent(leaveEdit);
  useEffect(() => {
    if (!editing.error) return;
    toast.error(messageOf(editing.error, ORDER_LOAD_FAILED), { toastId: "pos-edit-load" });
    leaveEditOnError();
  }, [editing.error]);
  // An order taken offline that the server has made meanwhile is no longer under its local id here:
  // its edit starts again from the list, under the server's id.
  const synced = Boolean(editId && localOrderKey(editId) && !shown);
  useEffect(() => {
    if (!synced) return;
    toast.info(ORDER_SYNCED_WHILE_EDITING, { toastId: "pos-edit-synced" });
    leaveEditOnError();
  }, [synced]);

  if (editId && !editingOrder && editing.isPending) return <LoadingText text={loadingTexts.data} />;

  return (
    <NewOrderView
      session={session}
      editingOrder={editId ? editingOrder : null}
      onCancelEdit={leaveEdit}
      heldPoints={register.data?.pointsReservations}
      refreshHeldPoints={register.refetch}
      startTable={startTable}
      onPlaced={(order, how) => {
        if (how.edited) leaveEdit();
        onPlaced?.(order, how);
      }}
    />
  );
}

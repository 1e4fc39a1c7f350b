import { type EntityName, type OrderRecord, TABLE_STATUS, type TableRecord } from "@kedai/shared";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui";
import { useTillOrders } from "../../features/orders/api/till-orders";
import { OrderListView } from "../../features/orders/components/order-list-view";
import { openOrdersAt } from "../../features/orders/table-orders";
import { FloorView } from "../../features/tables/components/floor-view";

type PosFloorProps = {
  storeName: string;
  approvalPercent?: number;
  /** 'Cocokkan menu' on a food platform's order with an unknown item (not for the floor staff). */
  canMapOjolItems?: boolean;
  /** Opens an order for editing: a table's next round ('Tambahan'). */
  onEdit: (order: OrderRecord) => void;
  /** An empty table tapped: a Dine-In order starts for it. */
  onStartOrder: (table: EntityName) => void;
};

/**
 * The floor plan as the way into the floor (ADR 0048): a table with orders running opens them,
 * with the order list's own actions (pay, split, move, merge, 'Edit' for the next round); an empty
 * table starts a Dine-In order for it (a seated table takes no second order: its guests add a round). Read from the same active orders as the list, so what the list
 * knows offline, the floor knows too.
 */
export function PosFloor({ storeName, approvalPercent, canMapOjolItems, onEdit, onStartOrder }: PosFloorProps) {
  const { orders } = useTillOrders();
  const [opened, setOpened] = useState<EntityName | null>(null);

  function openTable(table: TableRecord) {
    const chosen = { _id: table._id, name: table.name };
    // Reserved or taken (the server refuses a second order there), or known here to hold orders.
    const free = table.status === TABLE_STATUS.Available && openOrdersAt(orders, table._id).length === 0;
    if (!free) setOpened(chosen);
    else onStartOrder(chosen);
  }

  if (!opened) return <FloorView onOpenTable={openTable} />;
  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={() => setOpened(null)} icon={<ArrowLeft className="size-4" />}>
        Kembali ke Denah
      </Button>
      <OrderListView
        storeName={storeName}
        approvalPercent={approvalPercent}
        canMapOjolItems={canMapOjolItems}
        onEdit={onEdit}
        table={opened}
      />
    </div>
  );
}

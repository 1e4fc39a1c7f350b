import type { CustomerRecord } from "@kedai/shared";
import { Store, Trash2 } from "lucide-react";
import { Button, type Column, DataTable, rowId } from "../../../components/ui";

export type CustomerActions<Row> = {
  onDelete: (row: Row) => void;
  deleting: boolean;
};

/** The 'Hapus' of a customer or member row (admin only). */
export function DeleteCustomerButton({
  name,
  onClick,
  disabled,
}: {
  name: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={onClick}
      disabled={disabled}
      aria-label={`Hapus ${name}`}
      className="text-red-600 hover:bg-red-50 hover:text-red-700"
      icon={<Trash2 aria-hidden="true" className="size-3.5" />}
    >
      Hapus
    </Button>
  );
}

const columns: Column<CustomerRecord>[] = [
  {
    key: "name",
    header: "Nama",
    render: (customer) => <span className="font-medium">{customer.name}</span>,
  },
  { key: "email", header: "Email" },
  { key: "phone", header: "Telepon" },
  { key: "loyaltyPoints", header: "Poin", align: "right" },
];

/**
 * Ordinary customers. With `actions` (admin) each row offers 'Jadikan Franchise' and 'Hapus';
 * without them (manager) the list is read-only.
 */
export function CustomersTable({
  rows,
  loading,
  emptyMessage,
  actions,
}: {
  rows: CustomerRecord[] | undefined;
  loading: boolean;
  emptyMessage: string;
  actions?: CustomerActions<CustomerRecord> & { onPromote: (customer: CustomerRecord) => void };
}) {
  return (
    <DataTable
      caption="Daftar pelanggan"
      columns={columns}
      rows={rows}
      rowKey={rowId}
      loading={loading}
      emptyMessage={emptyMessage}
      renderActions={
        actions
          ? (customer) => (
              <div className="flex justify-end gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => actions.onPromote(customer)}
                  aria-label={`Jadikan ${customer.name} member franchise`}
                  icon={<Store aria-hidden="true" className="size-3.5" />}
                >
                  Jadikan Franchise
                </Button>
                <DeleteCustomerButton
                  name={customer.name}
                  onClick={() => actions.onDelete(customer)}
                  disabled={actions.deleting}
                />
              </div>
            )
          : undefined
      }
    />
  );
}

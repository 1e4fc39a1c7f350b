import type { CustomerRecord } from "@kedai/shared";
import { Store } from "lucide-react";
import { Button, type Column, DataTable, RowActions, rowId } from "../../../components/ui";
import type { CustomerDelete } from "../api/delete-customer";

const columns: Column<CustomerRecord>[] = [
  { key: "name", header: "Nama", render: (customer) => <span className="font-medium">{customer.name}</span> },
  { key: "email", header: "Email" },
  { key: "phone", header: "Telepon" },
  { key: "loyaltyPoints", header: "Poin", align: "right" },
];

/** Ordinary customers; each row offers 'Jadikan Franchise' and 'Hapus'. */
export function CustomersTable({
  rows,
  loading,
  emptyMessage,
  actions,
}: {
  rows: CustomerRecord[] | undefined;
  loading: boolean;
  emptyMessage: string;
  actions: CustomerDelete<CustomerRecord> & { onPromote: (customer: CustomerRecord) => void };
}) {
  return (
    <DataTable
      caption="Daftar pelanggan"
      columns={columns}
      rows={rows}
      rowKey={rowId}
      loading={loading}
      emptyMessage={emptyMessage}
      renderActions={(customer) => (
        <RowActions name={customer.name} onDelete={() => actions.onDelete(customer)} deleting={actions.deleting}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => actions.onPromote(customer)}
            aria-label={`Jadikan Franchise ${customer.name}`}
            icon={<Store aria-hidden="true" className="size-3.5" />}
          >
            Jadikan Franchise
          </Button>
        </RowActions>
      )}
    />
  );
}

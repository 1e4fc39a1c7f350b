import type { MemberRecord } from "@kedai/shared";
import { type Column, DataTable, RowActions, rowId } from "../../../components/ui";
import type { CustomerDelete } from "../api/delete-customer";

const columns: Column<MemberRecord>[] = [
  { key: "name", header: "Nama", render: (member) => <span className="font-medium">{member.name}</span> },
  { key: "email", header: "Email" },
  { key: "phone", header: "Telepon" },
  { key: "outletName", header: "Nama Outlet", render: (member) => member.outletName || "-" },
  { key: "outletAddress", header: "Alamat Outlet", render: (member) => member.outletAddress || "-" },
  { key: "location", header: "Lokasi", render: (member) => member.location?.name ?? "-" },
];

/** Franchise members and their outlets; 'Hapus' per row. */
export function MembersTable({
  rows,
  loading,
  emptyMessage,
  actions,
}: {
  rows: MemberRecord[] | undefined;
  loading: boolean;
  emptyMessage: string;
  actions: CustomerDelete<MemberRecord>;
}) {
  return (
    <DataTable
      caption="Daftar member franchise"
      columns={columns}
      rows={rows}
      rowKey={rowId}
      loading={loading}
      emptyMessage={emptyMessage}
      renderActions={(member) => (
        <RowActions name={member.name} onDelete={() => actions.onDelete(member)} deleting={actions.deleting} />
      )}
    />
  );
}

import type { LocationRecord } from "@kedai/shared";
import { type Column, DataTable, type ManagedListProps, nameColumn, rowId } from "../../../components/ui";
import { LocationStatusBadge } from "./location-status-badge";

export function LocationsTable(list: ManagedListProps<LocationRecord>) {
  const columns: Column<LocationRecord>[] = [
    nameColumn("Nama Lokasi"),
    {
      key: "address",
      header: "Alamat",
      render: (location) => <span className="line-clamp-2">{location.address}</span>,
    },
    {
      key: "slug",
      header: "Slug",
      render: (location) => <code className="text-xs text-stone-500">{location.slug}</code>,
    },
    {
      key: "tax",
      header: "Pajak",
      render: (location) =>
        location.taxLabel ? <span>{location.taxLabel}</span> : <span className="text-stone-500">Ikut Pengaturan</span>,
    },
    { key: "status", header: "Status", render: (location) => <LocationStatusBadge status={location.status} /> },
  ];
  return <DataTable caption="Daftar lokasi" columns={columns} rowKey={rowId} {...list} />;
}

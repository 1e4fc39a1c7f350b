import type { LocationRecord } from "@kedai/shared";
import { Warehouse } from "lucide-react";
import { Badge, type Column, DataTable, type ManagedListProps, nameColumn, rowId } from "../../../components/ui";
import { LocationStatusBadge } from "./location-status-badge";

/** The outlets, and head office (stock only: it sells nothing, so it has no tax or status to set). */
export function LocationsTable(list: ManagedListProps<LocationRecord>) {
  const columns: Column<LocationRecord>[] = [
    nameColumn("Nama Lokasi"),
    {
      key: "kind",
      header: "Jenis",
      render: (location) =>
        location.kind === "head_office" ? (
          <Badge tone="amber" icon={<Warehouse aria-hidden="true" className="size-3" />}>
            Gudang pusat
          </Badge>
        ) : (
          "Outlet"
        ),
    },
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
        location.kind === "head_office" ? (
          "-"
        ) : location.taxLabel ? (
          <span>{location.taxLabel}</span>
        ) : (
          <span className="text-stone-500">Ikut Pengaturan</span>
        ),
    },
    {
      key: "status",
      header: "Status",
      render: (location) => (location.kind === "head_office" ? "-" : <LocationStatusBadge status={location.status} />),
    },
  ];
  return <DataTable caption="Daftar lokasi" columns={columns} rowKey={rowId} {...list} />;
}

import type { CateringRecord } from "@kedai/shared";
import { type Column, DataTable, LoadMore, PageHeader } from "../../components/ui";
import { useCateringRequests } from "../../features/catering/api/list-catering";
import { formatDate, formatDateTime } from "../../lib/format";

const columns: Column<CateringRecord>[] = [
  { key: "received", header: "Diterima", render: (row) => formatDateTime(row.createdAt) },
  { key: "name", header: "Nama", render: (row) => <span className="font-medium">{row.name}</span> },
  {
    key: "contact",
    header: "Kontak",
    render: (row) => (
      <span className="flex flex-col">
        <a className="text-amber-800 hover:underline" href={`tel:${row.phone}`}>
          {row.phone}
        </a>
        <a className="text-amber-800 hover:underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
      </span>
    ),
  },
  { key: "eventDate", header: "Tanggal Acara", render: (row) => formatDate(`${row.eventDate}T12:00:00Z`) },
  { key: "guests", header: "Jumlah Tamu", align: "right", render: (row) => row.guestCount.toLocaleString("id-ID") },
  { key: "address", header: "Alamat Acara", render: (row) => row.address },
];

/** /admin/katering: the catering requests sent from the storefront; a row opens its message. */
export function CateringPage() {
  const requests = useCateringRequests();
  return (
    <section className="space-y-4">
      <PageHeader
        title="Permintaan Katering"
        description="Permintaan dari halaman Katering di situs. Klik baris untuk membaca detail kebutuhannya."
      />
      <DataTable
        caption="Permintaan katering"
        columns={columns}
        rows={requests.rows}
        rowKey={(row) => row._id}
        loading={requests.loading}
        emptyMessage={requests.loadError ?? "Belum ada permintaan katering."}
        renderExpanded={(row) => <p className="whitespace-pre-line text-sm text-stone-700">{row.message}</p>}
      />
      <LoadMore hasMore={requests.hasMore} loadingMore={requests.loadingMore} loadMore={requests.loadMore} />
    </section>
  );
}

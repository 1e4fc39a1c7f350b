import { OJOL_PLATFORM_LABELS, type OjolItemMapRecord } from "@kedai/shared";
import { type Column, DataTable, RowActions, rowId, useConfirmDelete } from "../../components/ui";
import { formatNumericDateTime } from "../../lib/format";
import { useResource } from "../../lib/use-resource";

export const ITEM_MAPS_PATH = "/ojol/item-maps";

/** What the platform's item is at Kedai: the product, or the option ('Pilihan: Keju'). */
const kedaiName = (row: OjolItemMapRecord) =>
  row.productName ?? (row.optionName === null ? "-" : `Pilihan: ${row.optionName}`);

/** 'GrabFood grab-77 → Crepes Coklat' */
export const itemMapWords = (row: OjolItemMapRecord) =>
  `${OJOL_PLATFORM_LABELS[row.platform]} ${row.externalId} → ${kedaiName(row)}`;

const columns: Column<OjolItemMapRecord>[] = [
  { key: "platform", header: "Platform", render: (row) => OJOL_PLATFORM_LABELS[row.platform] },
  {
    key: "externalId",
    header: "ID item di platform",
    render: (row) => <span className="font-mono text-xs">{row.externalId}</span>,
  },
  { key: "kedai", header: "Menu Kedai", render: (row) => <span className="font-medium">{kedaiName(row)}</span> },
  {
    key: "createdAt",
    header: "Dicocokkan",
    className: "whitespace-nowrap",
    render: (row) => formatNumericDateTime(row.createdAt),
  },
];

/**
 * Pengaturan → Ojol, 'Menu ojol yang dicocokkan' (docs/decisions/0063-mapping-a-platforms-unknown-item-at-the-till.md):
 * the platform items the tills mapped with 'Cocokkan menu', each with the Kedai product or option the
 * platform's next orders of it are matched to. 'Hapus' removes a wrong one: the next order of the
 * item is flagged for mapping again; orders already made keep what they were matched to.
 */
export function OjolItemMapsSettings() {
  const maps = useResource<OjolItemMapRecord>({
    path: ITEM_MAPS_PATH,
    messages: {
      loadFailed: "Gagal memuat menu ojol yang dicocokkan.",
      saveFailed: "Gagal menyimpan pencocokan menu ojol.",
      deleteFailed: "Gagal menghapus pencocokan menu ojol.",
    },
  });
  const confirmDelete = useConfirmDelete(
    maps.remove,
    (row: OjolItemMapRecord) =>
      `Hapus pencocokan ${itemMapWords(row)}? Pesanan berikutnya dari item ini perlu dicocokkan lagi.`,
  );
  return (
    <DataTable
      caption="Menu ojol yang dicocokkan"
      columns={columns}
      rowKey={rowId}
      rows={maps.rows}
      loading={maps.loading}
      emptyMessage={maps.loadError ?? "Belum ada menu ojol yang dicocokkan."}
      renderActions={(row) => (
        <RowActions
          name={`pencocokan ${itemMapWords(row)}`}
          deleting={maps.removing}
          onDelete={() => void confirmDelete(row)}
        />
      )}
    />
  );
}

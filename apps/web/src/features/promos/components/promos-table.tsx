import { formatPromoValue, PROMO_TYPE_LABELS, type PromoRecord } from "@kedai/shared";
import { Badge, type Column, DataTable, type ManagedListProps, nameColumn, rowId } from "../../../components/ui";
import { formatDate } from "../../../lib/format";

const columns: Column<PromoRecord>[] = [
  nameColumn("Nama Promo"),
  { key: "code", header: "Kode", render: (promo) => (promo.code ? <code>{promo.code}</code> : "-") },
  { key: "type", header: "Tipe", render: (promo) => PROMO_TYPE_LABELS[promo.type] },
  { key: "value", header: "Nilai", align: "right", className: "whitespace-nowrap", render: formatPromoValue },
  {
    key: "active",
    header: "Aktif",
    render: (promo) =>
      promo.isActive ? (
        <Badge tone="green" dot>
          Ya
        </Badge>
      ) : (
        <Badge tone="stone" dot>
          Tidak
        </Badge>
      ),
  },
  {
    key: "period",
    header: "Periode",
    render: (promo) => (
      <span className="whitespace-nowrap">
        {formatDate(promo.startDate)} –<br />
        {formatDate(promo.endDate)}
      </span>
    ),
  },
];

export function PromosTable(list: ManagedListProps<PromoRecord>) {
  return <DataTable caption="Daftar promo" columns={columns} rowKey={rowId} {...list} />;
}

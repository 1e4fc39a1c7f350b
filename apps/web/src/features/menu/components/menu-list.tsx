import type { MenuItem } from "@kedai/shared";
import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { type Column, DataTable, type ManagedListProps, rowId, Switch } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";

/**
 * The admin menu list: picture, name, category, price, the saved HPP (read-only, computed by
 * the server), the availability switch, Edit and Hapus; `searchBox` beside the heading.
 */
export function MenuList({
  total,
  searchBox,
  onToggleAvailable,
  ...list
}: ManagedListProps<MenuItem> & {
  /** How many items there are, searched or not. */
  total: number | undefined;
  searchBox: ReactNode;
  onToggleAvailable: (item: MenuItem, isAvailable: boolean) => void;
}) {
  const columns: Column<MenuItem>[] = [
    {
      key: "image",
      header: "Gambar",
      render: (item) =>
        item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={item.name}
            loading="lazy"
            className="size-12 rounded-lg border border-stone-200 object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={`${item.name} tanpa gambar`}
            className="flex size-12 items-center justify-center rounded-lg border border-dashed border-stone-300 text-stone-400"
          >
            <ImageOff aria-hidden="true" className="size-5" />
          </span>
        ),
    },
    {
      key: "name",
      header: "Nama Menu",
      render: (item) => (
        <div className="min-w-40">
          <p className={cn("font-medium", item.isAvailable ? "text-stone-900" : "text-stone-500 line-through")}>
            {item.name}
          </p>
          <p className="text-xs text-stone-500">{item.location?.name ?? "N/A"}</p>
        </div>
      ),
    },
    { key: "category", header: "Kategori", render: (item) => item.category?.name ?? "N/A" },
    {
      key: "price",
      header: "Harga",
      align: "right",
      className: "whitespace-nowrap",
      render: (item) => formatRupiah(item.price),
    },
    {
      key: "cogs",
      header: "HPP",
      align: "right",
      className: "whitespace-nowrap",
      render: (item) => formatRupiah(item.cogs ?? 0),
    },
    {
      key: "available",
      header: "Tersedia",
      align: "center",
      render: (item) => (
        <Switch
          checked={item.isAvailable}
          aria-label={`Tersedia: ${item.name}`}
          title={item.isAvailable ? "Tampil di menu" : "Disembunyikan"}
          onCheckedChange={(next) => onToggleAvailable(item, next)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="menu-list-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="menu-list-heading" className="text-lg font-semibold text-stone-900">
          Daftar Menu
          {total !== undefined ? <span className="ml-2 text-sm font-normal text-stone-500">({total})</span> : null}
        </h2>
        {searchBox}
      </div>
      <DataTable caption="Daftar menu" columns={columns} rowKey={rowId} {...list} />
    </section>
  );
}

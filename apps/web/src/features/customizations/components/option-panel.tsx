import type { CustomizationOption } from "@kedai/shared";
import {
  type Column,
  DataTable,
  irreversibleDeleteMessage,
  nameColumn,
  RecordFormPanel,
  rowId,
  useManagedList,
} from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import type { useCustomizationOptions } from "../api/use-customizations";
import { OptionForm } from "./option-form";

/** Left column of /admin/kustomisasi: one option (name + extra charge) at a time, and the list. */
export function OptionPanel({ resource }: { resource: ReturnType<typeof useCustomizationOptions> }) {
  const { editing } = resource;
  const { list } = useManagedList(resource, {
    name: (row) => `opsi ${row.name}`,
    confirmMessage: (row) => irreversibleDeleteMessage(`opsi "${row.name}"`),
    empty: "Belum ada opsi kustomisasi.",
  });

  const columns: Column<CustomizationOption>[] = [
    nameColumn("Nama Opsi"),
    { key: "price", header: "Harga", align: "right", render: (row) => formatRupiah(row.price) },
  ];

  return (
    <section aria-labelledby="options-heading" className="space-y-4">
      <RecordFormPanel
        resource={resource}
        title="Opsi Kustomisasi"
        titleId="options-heading"
        description={
          editing ? `Mengubah opsi "${editing.name}".` : "Tambahan yang bisa dipilih pelanggan, mis. Keju Ekstra."
        }
      >
        {(form) => <OptionForm {...form} />}
      </RecordFormPanel>

      <DataTable caption="Daftar opsi kustomisasi" columns={columns} rowKey={rowId} {...list} />
    </section>
  );
}

import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useUnits } from "../../../features/units/api/use-units";
import { UnitForm } from "../../../features/units/components/unit-form";
import { UnitsTable } from "../../../features/units/components/units-table";

/** /admin/satuan (Unit management): name only. */
export function UnitsPage() {
  const units = useUnits();
  const { list } = useManagedList(units, {
    name: (unit) => unit.name,
    confirmMessage: (unit) => irreversibleDeleteMessage(`satuan "${unit.name}"`),
    empty: "Belum ada satuan.",
  });

  return (
    <ManagementScreen
      title="Manajemen Satuan"
      description="Satuan takaran bahan baku, misalnya gram, ml, atau pcs."
      resource={units}
      noun="Satuan"
      renderForm={(form) => <UnitForm {...form} />}
      listTitle="Daftar Satuan"
    >
      <UnitsTable {...list} />
    </ManagementScreen>
  );
}

import { PageHeader } from "../../components/ui";
import { useCustomizationOptions, useOptionGroups } from "../../features/customizations/api/use-customizations";
import { OptionGroupPanel } from "../../features/customizations/components/option-group-panel";
import { OptionPanel } from "../../features/customizations/components/option-panel";

/** /admin/kustomisasi: individual options on the left, option groups on the right. */
export function CustomizationsPage() {
  const options = useCustomizationOptions();
  const groups = useOptionGroups();
  return (
    <section>
      <PageHeader
        title="Manajemen Kustomisasi"
        description="Buat opsi tambahan, lalu kumpulkan dalam grup yang bisa dipasang pada menu."
      />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <OptionPanel resource={options} />
        <OptionGroupPanel resource={groups} options={options.rows} optionsLoading={options.loading} />
      </div>
    </section>
  );
}

import type { CustomizationOption } from "@kedai/shared";
import {
  Badge,
  EDITING_ROW_CLASS,
  irreversibleDeleteMessage,
  LoadingText,
  RecordFormPanel,
  useManagedList,
} from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { OPTION_GROUP_TYPE_LABELS, type useOptionGroups } from "../api/use-customizations";
import { OptionGroupForm } from "./option-group-form";

/** Right column of /admin/kustomisasi: the option group form and the groups with their options. */
export function OptionGroupPanel({
  resource,
  options,
  optionsLoading,
}: {
  resource: ReturnType<typeof useOptionGroups>;
  options: CustomizationOption[] | undefined;
  optionsLoading: boolean;
}) {
  const { editing } = resource;
  const { list, isEditing } = useManagedList(resource, {
    name: (group) => `grup ${group.name}`,
    confirmMessage: (group) => irreversibleDeleteMessage(`grup "${group.name}"`),
    empty: "Belum ada grup opsi.",
  });

  return (
    <section aria-labelledby="groups-heading" className="space-y-4">
      <RecordFormPanel
        resource={resource}
        title="Grup Opsi"
        titleId="groups-heading"
        description={
          editing ? `Mengubah grup "${editing.name}".` : "Kumpulan opsi yang dipasang pada menu, mis. Topping."
        }
      >
        {(form) => <OptionGroupForm {...form} options={options} optionsLoading={optionsLoading} />}
      </RecordFormPanel>

      <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
        {list.loading ? (
          <LoadingText />
        ) : !list.rows?.length ? (
          <p className="px-4 py-10 text-center text-sm text-stone-500">{list.emptyMessage}</p>
        ) : (
          <ul aria-label="Daftar grup opsi" className="divide-y divide-stone-100">
            {list.rows.map((group) => (
              <li
                key={group._id}
                className={cn(
                  "flex flex-wrap items-start justify-between gap-3 px-4 py-3",
                  isEditing(group) && EDITING_ROW_CLASS,
                )}
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-stone-900">{group.name}</span>
                    <Badge tone={group.type === "radio" ? "sky" : "green"}>
                      {OPTION_GROUP_TYPE_LABELS[group.type]}
                    </Badge>
                  </div>
                  <p className="text-sm text-stone-600">
                    {group.options.length ? group.options.map((option) => option.name).join(", ") : "Tidak ada opsi."}
                  </p>
                </div>
                {list.renderActions(group)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

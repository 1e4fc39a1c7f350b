import {
  type CustomizationOption,
  OPTION_GROUP_TYPES,
  type OptionGroup,
  type OptionGroupBody,
  optionGroupBody,
} from "@kedai/shared";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { describedBy, LoadingText, optionsOf, RecordForm, SelectField, TextField } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";
import { OPTION_GROUP_TYPE_LABELS } from "../api/use-customizations";

type GroupFormValues = z.input<typeof optionGroupBody>;
const EMPTY: GroupFormValues = { name: "", type: "radio", options: [] };
const TYPE_OPTIONS = optionsOf(OPTION_GROUP_TYPES, OPTION_GROUP_TYPE_LABELS);

/**
 * A group gathers existing options, pick-one (radio) or pick-many (checkbox). Ticked options keep
 * the order they were ticked in, which is the order customers see them.
 */
export function OptionGroupForm({
  options,
  optionsLoading,
  ...props
}: RecordFormProps<OptionGroup, OptionGroupBody> & {
  options: CustomizationOption[] | undefined;
  optionsLoading: boolean;
}) {
  const { register, control, errors, editing, formProps } = useRecordForm(props, {
    schema: optionGroupBody,
    empty: EMPTY,
    toValues: (group): GroupFormValues => ({
      name: group.name,
      type: group.type,
      options: group.options.map((option) => option._id),
    }),
  });

  const optionsError = errors.options?.message ?? errors.options?.root?.message;

  return (
    <RecordForm
      {...formProps}
      label={editing ? "Edit grup opsi" : "Tambah grup opsi"}
      columnsClassName="sm:grid-cols-2"
      createLabel="Tambah Grup"
      saveLabel="Simpan Grup"
    >
      <TextField
        id="group-name"
        label="Nama Grup"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <SelectField
        id="group-type"
        label="Tipe Pilihan"
        required
        options={TYPE_OPTIONS}
        error={errors.type?.message}
        {...register("type")}
      />

      <Controller
        control={control}
        name="options"
        render={({ field }) => (
          <fieldset
            className="sm:col-span-2"
            aria-describedby={describedBy("group-options", { error: optionsError })}
            aria-invalid={optionsError ? true : undefined}
          >
            <legend className="text-sm font-medium text-stone-700">
              Opsi dalam Grup{" "}
              <span aria-hidden="true" className="text-red-600">
                *
              </span>
            </legend>
            {optionsLoading ? (
              <LoadingText />
            ) : !options?.length ? (
              <p className="mt-2 text-sm text-stone-500">Belum ada opsi. Tambahkan opsi di kolom kiri lebih dulu.</p>
            ) : (
              <ul
                className={cn(
                  "mt-2 grid max-h-64 gap-1 overflow-y-auto rounded-lg border p-2 sm:grid-cols-2",
                  optionsError ? "border-red-500" : "border-stone-200",
                )}
              >
                {options.map((option) => {
                  const checked = field.value.includes(option._id);
                  const position = field.value.indexOf(option._id) + 1;
                  return (
                    <li key={option._id}>
                      <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-amber-50">
                        <input
                          type="checkbox"
                          className="size-4 accent-amber-600"
                          checked={checked}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, option._id]
                                : field.value.filter((id) => id !== option._id),
                            )
                          }
                        />
                        <span className="min-w-0 flex-1 truncate">{option.name}</span>
                        <span className="text-xs text-stone-500">+{formatRupiah(option.price)}</span>
                        {checked ? (
                          <span
                            className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-800"
                            title="Urutan tampil"
                          >
                            {position}
                          </span>
                        ) : null}
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
            {optionsError ? (
              <p id="group-options-error" className="mt-1.5 text-sm text-red-600">
                {optionsError}
              </p>
            ) : (
              <p className="mt-1.5 text-xs text-stone-500">Urutan tampil mengikuti urutan opsi dicentang.</p>
            )}
          </fieldset>
        )}
      />
    </RecordForm>
  );
}

import type { Category, EntityName, LocationRecord, MenuItem, OptionGroup, StockItemRecord } from "@kedai/shared";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormActions, RupiahField, SelectField, Switch, TextareaField, TextField } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import type { RecordFormProps } from "../../../lib/use-record-form";
import { useSubmitOnce } from "../../../lib/use-submit-once";
import {
  checkMenuForm,
  emptyMenuForm,
  imageFileProblem,
  type MenuFormField,
  type MenuFormValues,
  menuFieldsOf,
  menuFormFromItem,
  toMenuFormData,
} from "../menu-form-model";
import { ImagePicker } from "./image-picker";
import { type IngredientChoice, RecipeEditor } from "./recipe-editor";

const choicesOf = (rows: EntityName[]) => rows.map((row) => ({ value: row._id, label: row.name }));

const GROUP_TYPE_SHORT: Record<OptionGroup["type"], string> = { radio: "pilih satu", checkbox: "pilih banyak" };

export type MenuFormLookups = {
  categories: Category[];
  locations: LocationRecord[];
  groups: OptionGroup[];
  stock: StockItemRecord[];
};

/**
 * The menu item form: an edited item loads its recipe, groups and picture, and 'Batal' goes back.
 * Checked here first (one message for the required fields, outlined), then sent as
 * multipart FormData; the fields a server refusal names are outlined too.
 */
export function MenuForm({
  record: editing,
  lookups,
  saving,
  onSubmit: onSave,
  onCancel,
}: RecordFormProps<MenuItem, FormData> & { lookups: MenuFormLookups }) {
  const { register, control, handleSubmit, reset, setValue, getValues, setFocus } = useForm<MenuFormValues>({
    defaultValues: editing ? menuFormFromItem(editing) : emptyMenuForm(),
  });
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<MenuFormField>>(new Set());
  const fileInputRef = useRef<HTMLInputElement>(null);
  const urlBeforeFile = useRef("");
  const imageUrl = useWatch({ control, name: "imageUrl" }) ?? "";
  const price = useWatch({ control, name: "price" });

  const clearFile = () => {
    setImageFile(null);
    if (fileInputRef.current) fileInputRef.current.value = "";
  };

  useEffect(() => {
    if (editing) setFocus("name");
  }, [editing, setFocus]);

  const chooseFile = (file: File | null) => {
    if (!file) {
      clearFile();
      setValue("imageUrl", urlBeforeFile.current);
      return;
    }
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      if (fileInputRef.current) fileInputRef.current.value = "";
      return;
    }
    // A chosen file replaces the link; the link comes back if the file is removed again.
    if (!imageFile) urlBeforeFile.current = getValues("imageUrl");
    setValue("imageUrl", "");
    setImageFile(file);
  };

  const guarded = useSubmitOnce(
    handleSubmit(async (values) => {
      const check = checkMenuForm(values);
      if (!check.ok) {
        setInvalid(new Set(check.fields));
        toast.error(check.message, { toastId: "menu-form-check" });
        return;
      }
      setInvalid(new Set());
      const result = await onSave(toMenuFormData(values, imageFile));
      if (!result.ok) setInvalid(new Set(menuFieldsOf(result.fields)));
      else if (!editing) {
        reset(emptyMenuForm());
        clearFile();
      }
    }),
  );

  // An edited item may point at an outlet that was switched off, or at ingredients no longer listed:
  // keep them choosable so opening and saving the item does not silently drop them.
  const locationChoices: EntityName[] = useMemo(() => {
    const list: EntityName[] = lookups.locations.map(({ _id, name }) => ({ _id, name }));
    const current = editing?.location;
    if (current && !list.some((location) => location._id === current._id))
      list.push({ _id: current._id, name: `${current.name} (nonaktif)` });
    return list;
  }, [lookups.locations, editing]);

  const ingredients: IngredientChoice[] = useMemo(() => {
    const list = lookups.stock.map((item) => ({
      _id: item._id,
      name: item.isPackaging ? `${item.name} (kemasan)` : item.name,
      unitName: item.unit?.name ?? "",
      cost: item.cost,
    }));
    for (const line of editing?.recipe ?? []) {
      if (!list.some((item) => item._id === line.ingredient._id)) {
        list.push({
          _id: line.ingredient._id,
          name: line.ingredient.name,
          unitName: line.ingredient.unit?.name ?? "",
          cost: line.ingredient.cost,
        });
      }
    }
    return list;
  }, [lookups.stock, editing]);

  return (
    <form onSubmit={guarded.submit} noValidate aria-label={editing ? "Edit menu" : "Tambah menu"} className="space-y-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <TextField
            id="menu-name"
            label="Nama Menu"
            autoComplete="off"
            required
            invalid={invalid.has("name")}
            {...register("name")}
          />
          <RupiahField
            control={control}
            name="price"
            id="menu-price"
            label="Harga Jual (Rp)"
            required
            hint={price !== undefined && price > 0 ? formatRupiah(price) : undefined}
            invalid={invalid.has("price")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="menu-category"
              label="Kategori"
              required
              placeholder="Pilih kategori"
              options={choicesOf(lookups.categories)}
              invalid={invalid.has("category")}
              {...register("category")}
            />
            <SelectField
              id="menu-location"
              label="Lokasi"
              required
              placeholder="Pilih lokasi"
              options={choicesOf(locationChoices)}
              invalid={invalid.has("location")}
              {...register("location")}
            />
          </div>
          <TextareaField
            id="menu-description"
            label="Deskripsi"
            rows={3}
            invalid={invalid.has("description")}
            {...register("description")}
          />
          <Controller
            control={control}
            name="isAvailable"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-lg border border-stone-200 px-4 py-3">
                <div>
                  <label htmlFor="menu-available" className="text-sm font-medium text-stone-700">
                    Tersedia di menu
                  </label>
                  <p className="text-xs text-stone-500">Bila dimatikan, menu tidak tampil di toko online dan kasir.</p>
                </div>
                <Switch id="menu-available" checked={field.value} onCheckedChange={field.onChange} />
              </div>
            )}
          />
        </div>

        <div className="space-y-4">
          <ImagePicker
            urlInput={register("imageUrl")}
            url={imageUrl}
            urlInvalid={invalid.has("imageUrl")}
            file={imageFile}
            fileInputRef={fileInputRef}
            onFileChange={chooseFile}
          />
          <Controller
            control={control}
            name="customizationOptions"
            render={({ field }) => (
              <fieldset>
                <legend className="text-sm font-medium text-stone-700">Grup Kustomisasi</legend>
                {lookups.groups.length === 0 ? (
                  <p className="mt-2 text-sm text-stone-500">
                    Belum ada grup opsi. Buat di halaman Kustomisasi bila menu ini punya pilihan tambahan.
                  </p>
                ) : (
                  <ul className="mt-2 grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-stone-200 p-2 sm:grid-cols-2">
                    {lookups.groups.map((group) => (
                      <li key={group._id}>
                        <label
                          className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-amber-50"
                          title={group.options.map((option) => option.name).join(", ")}
                        >
                          <input
                            type="checkbox"
                            className="mt-0.5 size-4 accent-amber-600"
                            checked={field.value.includes(group._id)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, group._id]
                                  : field.value.filter((id) => id !== group._id),
                              )
                            }
                          />
                          <span className="min-w-0">
                            <span className="block truncate">{group.name}</span>
                            <span className="block text-xs text-stone-500">
                              {GROUP_TYPE_SHORT[group.type]} · {group.options.length} opsi
                            </span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
            )}
          />
        </div>
      </div>

      <div className={cn("rounded-lg border p-4", invalid.has("recipe") ? "border-red-300" : "border-stone-200")}>
        <RecipeEditor
          control={control}
          register={register}
          ingredients={ingredients}
          showProblems={invalid.has("recipe")}
        />
      </div>

      <FormActions
        editing={editing !== null}
        saving={saving || guarded.pending}
        createLabel="Tambah Menu"
        onCancel={onCancel}
      />
    </form>
  );
}

import { Plus, Trash2 } from "lucide-react";
import { type Control, Controller, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import { Button, QuantityInput, Select } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";
import { EMPTY_RECIPE_ROW, estimateCogs, invalidRecipeRows, type MenuFormValues } from "../menu-form-model";

/** An ingredient the recipe can use: its name, unit and today's cost per unit. */
export type IngredientChoice = { _id: string; name: string; unitName: string; cost: number };

/**
 * The recipe: repeatable rows of ingredient + quantity (min 0.01) with the unit shown, and the
 * live HPP estimate. An ingredient already used in one row is not offered again in another.
 */
export function RecipeEditor({
  control,
  register,
  ingredients,
  showProblems,
}: {
  control: Control<MenuFormValues>;
  register: UseFormRegister<MenuFormValues>;
  ingredients: IngredientChoice[];
  /** After a refused submit: outline the rows that caused it. */
  showProblems: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "recipe" });
  const rows = useWatch({ control, name: "recipe" }) ?? [];
  const byId = new Map(ingredients.map((item) => [item._id, item]));
  const problems = new Set(showProblems ? invalidRecipeRows(rows) : []);
  const estimate = estimateCogs(rows, ingredients);

  return (
    <fieldset className="space-y-3" aria-describedby="recipe-hint">
      <legend className="text-sm font-medium text-stone-700">Resep (Bahan Baku)</legend>
      <p id="recipe-hint" className="text-xs text-stone-500">
        Bahan yang dipakai untuk satu porsi; stok berkurang sebanyak ini setiap kali menu terjual.
      </p>

      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-500">
          Belum ada bahan di resep.
        </p>
      ) : (
        <ul className="space-y-2">
          {fields.map((field, index) => {
            const row = rows[index] ?? EMPTY_RECIPE_ROW;
            const chosen = byId.get(row.ingredient);
            const quantity = Number(row.quantityUsed);
            const lineCost = chosen && quantity > 0 ? chosen.cost * quantity : null;
            const usedElsewhere = new Set(rows.filter((_, other) => other !== index).map((r) => r.ingredient));
            const invalid = problems.has(index);
            return (
              <li
                key={field.id}
                className={cn(
                  "grid grid-cols-[minmax(0,1fr)_7rem_auto] items-center gap-2 rounded-lg border p-2 sm:grid-cols-[minmax(0,1fr)_7rem_4.5rem_6.5rem_auto]",
                  invalid ? "border-red-400 bg-red-50/60" : "border-stone-200",
                )}
              >
                <Select
                  id={`recipe-ingredient-${index}`}
                  aria-label={`Bahan baku ${index + 1}`}
                  invalid={invalid && !row.ingredient}
                  {...register(`recipe.${index}.ingredient`)}
                >
                  <option value="">Pilih bahan baku</option>
                  {ingredients.map((item) => (
                    <option key={item._id} value={item._id} disabled={usedElsewhere.has(item._id)}>
                      {item.name}
                    </option>
                  ))}
                </Select>
                {/* The form keeps the quantity as the text it sends (multipart), "0.5"; the field shows "0,5". */}
                <Controller
                  control={control}
                  name={`recipe.${index}.quantityUsed`}
                  render={({ field: { value, onChange, onBlur, name, ref } }) => (
                    <QuantityInput
                      id={`recipe-quantity-${index}`}
                      aria-label={`Jumlah bahan ${index + 1}`}
                      placeholder="0"
                      unit={chosen?.unitName}
                      invalid={invalid && !(quantity >= 0.01)}
                      {...{ value, onBlur, name, ref }}
                      onChange={(typed) => onChange(typed === undefined ? "" : String(typed))}
                    />
                  )}
                />
                <span
                  className="hidden truncate text-sm text-stone-600 sm:block"
                  data-testid={`recipe-unit-${index}`}
                  title="Satuan"
                >
                  {chosen?.unitName || "-"}
                </span>
                <span className="hidden text-right text-xs text-stone-500 sm:block">
                  {lineCost === null ? "" : formatRupiah(lineCost)}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Hapus bahan ${index + 1}`}
                  title="Hapus bahan"
                  onClick={() => remove(index)}
                  icon={<Trash2 aria-hidden="true" className="size-4 text-red-600" />}
                />
              </li>
            );
          })}
        </ul>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append({ ...EMPTY_RECIPE_ROW })}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          Tambah Bahan
        </Button>
        <div className="text-right">
          <p className="text-sm text-stone-700">
            Estimasi HPP:{" "}
            <output aria-label="Estimasi HPP" className="font-semibold text-stone-900">
              {formatRupiah(estimate)}
            </output>
          </p>
          <p className="text-xs text-stone-500">
            Perkiraan dari harga bahan saat ini; HPP yang tersimpan dihitung oleh server saat menu disimpan.
          </p>
        </div>
      </div>
    </fieldset>
  );
}

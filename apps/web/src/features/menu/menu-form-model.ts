import { MENU_RECIPE_MESSAGE, type MenuItem, menuItemInput } from "@kedai/shared";

/**
 * The menu form as the screen holds it: texts as typed, the picture file kept apart (a file
 * input cannot be a form value). Everything here is plain functions so the rules are tested
 * without rendering.
 */
export type RecipeRowValues = { ingredient: string; quantityUsed: string };

export type MenuFormValues = {
  name: string;
  /** Whole rupiah as the RupiahField emits it; undefined while empty. */
  price: number | undefined;
  description: string;
  category: string;
  location: string;
  customizationOptions: string[];
  isAvailable: boolean;
  imageUrl: string;
  recipe: RecipeRowValues[];
};

export type MenuFormField = Exclude<keyof MenuFormValues, "recipe"> | "recipe";

export const EMPTY_RECIPE_ROW: RecipeRowValues = { ingredient: "", quantityUsed: "" };

export function emptyMenuForm(): MenuFormValues {
  return {
    name: "",
    price: undefined,
    description: "",
    category: "",
    location: "",
    customizationOptions: [],
    isAvailable: true,
    imageUrl: "",
    recipe: [],
  };
}

/** Edit mode: the list row (GET /menu?all=true carries the recipe and groups) into the form. */
export function menuFormFromItem(item: MenuItem): MenuFormValues {
  return {
    name: item.name,
    price: item.price,
    description: item.description ?? "",
    category: item.category?._id ?? "",
    location: item.location?._id ?? "",
    customizationOptions: item.customizationOptions.map((group) => group._id),
    isAvailable: item.isAvailable,
    imageUrl: item.imageUrl ?? "",
    recipe: (item.recipe ?? []).map((line) => ({
      ingredient: line.ingredient._id,
      quantityUsed: String(line.quantityUsed),
    })),
  };
}

export type MenuFormCheck = { ok: true } | { ok: false; message: string; fields: MenuFormField[] };

/**
 * Checked before anything is sent: name, price, category and location first (one message for all
 * four), then every recipe row (an ingredient and a quantity above 0). The shared contract the
 * server parses with decides, so the two cannot disagree.
 */
export function checkMenuForm(values: MenuFormValues): MenuFormCheck {
  const parsed = menuItemInput.safeParse({
    name: values.name,
    price: values.price,
    description: values.description,
    category: values.category,
    location: values.location,
    customizationOptions: values.customizationOptions,
    recipe: values.recipe,
    imageUrl: values.imageUrl,
    isAvailable: values.isAvailable,
  });
  const fields = new Set<MenuFormField>();
  const messages: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      fields.add(String(issue.path[0]) as MenuFormField);
      messages.push(issue.message);
    }
  }
  // The contract accepts any positive amount; the input's own minimum is 0.01.
  if (values.recipe.some((row) => row.quantityUsed.trim() !== "" && Number(row.quantityUsed) < 0.01)) {
    fields.add("recipe");
    messages.push(MENU_RECIPE_MESSAGE);
  }
  return messages.length ? { ok: false, message: messages[0], fields: [...fields] } : { ok: true };
}

const FORM_FIELDS = new Set<string>(Object.keys(emptyMenuForm()));

/**
 * The form fields a server refusal names (ApiError.fields: "name", "recipe.0.ingredient", ...),
 * to outline them; a refused picture file counts against the picture field.
 */
export function menuFieldsOf(fields: Record<string, string> | undefined): MenuFormField[] {
  const named = Object.keys(fields ?? {}).map((path) => {
    const field = path.split(".")[0];
    return field === "imageFile" ? "imageUrl" : field;
  });
  return [...new Set(named)].filter((field): field is MenuFormField => FORM_FIELDS.has(field));
}

/** Index of every recipe row that would be refused (no ingredient, or quantity not above 0). */
export function invalidRecipeRows(recipe: RecipeRowValues[]): number[] {
  return recipe.flatMap((row, index) => {
    const quantity = Number(row.quantityUsed);
    const valid = row.ingredient !== "" && row.quantityUsed.trim() !== "" && quantity >= 0.01;
    return valid ? [] : [index];
  });
}

/**
 * The multipart body of POST /menu and PUT /menu/{id}. Groups go as one repeated field each;
 * recipe rows as recipe[i][ingredient] / recipe[i][quantityUsed]; none of either is an empty
 * `customizationOptions` and `recipe` "[]" (a field left out would keep the stored ones). A chosen
 * file replaces the picture; otherwise the URL field is sent as is (empty clears the picture).
 * No cost: the server computes cogs from the recipe.
 */
export function toMenuFormData(values: MenuFormValues, imageFile: File | null): FormData {
  const data = new FormData();
  data.append("name", values.name.trim());
  data.append("price", values.price === undefined ? "" : String(values.price));
  data.append("description", values.description.trim());
  data.append("category", values.category);
  data.append("location", values.location);
  data.append("isAvailable", values.isAvailable ? "true" : "false");
  for (const groupId of values.customizationOptions) data.append("customizationOptions", groupId);
  // A PUT keeps a field left out (docs/api-conventions.md#put): no groups or no recipe is said out loud.
  if (values.customizationOptions.length === 0) data.append("customizationOptions", "");
  values.recipe.forEach((row, index) => {
    data.append(`recipe[${index}][ingredient]`, row.ingredient);
    data.append(`recipe[${index}][quantityUsed]`, row.quantityUsed.trim());
  });
  if (values.recipe.length === 0) data.append("recipe", "[]");
  if (imageFile) data.append("imageFile", imageFile, imageFile.name);
  else data.append("imageUrl", values.imageUrl.trim());
  return data;
}

export type CostedIngredient = { _id: string; cost: number };

/**
 * The live HPP estimate: Σ ingredient cost × quantity over the rows filled in, at today's costs.
 * The saved value is the server's own computation.
 */
export function estimateCogs(recipe: RecipeRowValues[], ingredients: CostedIngredient[]): number {
  const costOf = new Map(ingredients.map((item) => [item._id, item.cost]));
  return recipe.reduce((sum, row) => {
    const quantity = Number(row.quantityUsed);
    const cost = costOf.get(row.ingredient);
    if (cost === undefined || !Number.isFinite(quantity) || quantity <= 0) return sum;
    return sum + cost * quantity;
  }, 0);
}

// Also used by the settings screen: they live in lib/image-file.
export { imageFileProblem, isPreviewableUrl } from "../../lib/image-file";

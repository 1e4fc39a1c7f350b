import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { trimmedText } from "../common/text.contract";
import { entityRef, numberFromForm, optionGroup, rupiahField } from "../customizations/customizations.contract";

export const MENU_REQUIRED_MESSAGE = "Nama, harga jual, kategori, dan lokasi wajib diisi";
export const MENU_RECIPE_MESSAGE = "Pastikan semua bahan baku di resep valid dan memiliki kuantitas.";
export const MENU_IMAGE_URL_MESSAGE =
  "URL gambar harus diawali http:// atau https://, atau berupa gambar yang diunggah (/uploads/...).";
export const IMAGE_TYPE_MESSAGE = "Gambar harus berformat PNG atau JPEG.";
export const IMAGE_SIZE_MESSAGE = "Ukuran gambar maksimal 2 MB.";
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/**
 * The widest and tallest picture Kedai stores (docs/business-rules.md#pictures): more than a page
 * or a receipt ever shows (a phone's 4032 × 3024 photo fits), and at most 64 MB once decoded,
 * where a 31 KB file can declare billions of pixels.
 */
export const MAX_IMAGE_SIDE_PX = 4096;
export const IMAGE_DIMENSIONS_MESSAGE = `Gambar terlalu besar: maksimal ${MAX_IMAGE_SIDE_PX} × ${MAX_IMAGE_SIDE_PX} piksel.`;
export const IMAGE_UNREADABLE_MESSAGE = "Gambar rusak atau tidak terbaca. Unggah berkas PNG atau JPEG yang utuh.";

/** Form check-boxes and selects send "true"/"false"; JSON sends booleans. */
export const booleanFromForm = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const text = value.trim().toLowerCase();
  if (["true", "1", "on", "yes"].includes(text)) return true;
  if (["false", "0", "off", "no"].includes(text)) return false;
  return value;
};

/** A picture link: a web address or a file this server stored under /uploads/. Empty = no picture. */
export const imageUrlField = z
  .string({ message: MENU_IMAGE_URL_MESSAGE })
  .trim()
  .max(2000, MENU_IMAGE_URL_MESSAGE)
  .refine(
    (url) => url === "" || /^https?:\/\/[^\s/]+/i.test(url) || (/^\/uploads\/[^\s]+$/.test(url) && !url.includes("..")),
    MENU_IMAGE_URL_MESSAGE,
  );

export const recipeLineInput = z.object(
  {
    ingredient: entityRef(MENU_RECIPE_MESSAGE),
    quantityUsed: z.preprocess(
      numberFromForm,
      z.number({ message: MENU_RECIPE_MESSAGE }).min(0.0001, MENU_RECIPE_MESSAGE).max(1_000_000, MENU_RECIPE_MESSAGE),
    ),
  },
  { message: MENU_RECIPE_MESSAGE },
);

/**
 * POST /menu and PUT /menu/{id}, after the server has gathered the
 * multipart fields (recipe[i][ingredient] → recipe[i].ingredient) or read the JSON body.
 * A client's `cost`/`cogs` is not part of the contract: the server computes cogs from the recipe.
 * `customizationOptions` and `recipe` absent = none (a form cannot send an empty list);
 * `imageUrl` and `isAvailable` absent = keep (edit) or empty/true (create).
 */
export const menuItemInput = z.object({
  name: trimmedText(120, { required: MENU_REQUIRED_MESSAGE, tooLong: "Maksimal 120 karakter." }),
  price: rupiahField("Harga jual", {
    required: MENU_REQUIRED_MESSAGE,
    invalid: "Harga jual harus berupa bilangan bulat 0 atau lebih.",
  }),
  category: entityRef(MENU_REQUIRED_MESSAGE),
  location: entityRef(MENU_REQUIRED_MESSAGE),
  description: z.preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    z.string().trim().max(2000, "Deskripsi maksimal 2000 karakter."),
  ),
  customizationOptions: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(entityRef("Grup kustomisasi tidak valid."))
      .max(50, "Maksimal 50 grup kustomisasi per menu.")
      .transform((ids) => [...new Set(ids)]),
  ),
  recipe: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : v),
    z.array(recipeLineInput, { message: MENU_RECIPE_MESSAGE }).max(100, "Resep maksimal 100 bahan."),
  ),
  imageUrl: imageUrlField.optional(),
  isAvailable: z
    .preprocess(booleanFromForm, z.boolean({ message: "Status ketersediaan harus true atau false." }))
    .optional(),
});
export type MenuItemInput = z.infer<typeof menuItemInput>;
export type MenuItemFormInput = z.input<typeof menuItemInput>;

/** PATCH /menu/{id}/availability. */
export const menuAvailabilityBody = z.object({
  isAvailable: z.preprocess(booleanFromForm, z.boolean({ message: "Status ketersediaan harus true atau false." })),
});
export type MenuAvailabilityBody = z.infer<typeof menuAvailabilityBody>;

/** GET /menu?all=true: the back office and the till also see unavailable ('Habis') items. */
export const menuListQuery = z.object({
  // Anything but a true-ish value means the ordinary (available only) list.
  all: z.preprocess((v) => booleanFromForm(v) === true, z.boolean()).optional(),
});

/** A recipe row on read (back-office callers only). */
export const recipeLine = z.object({
  ingredient: z.object({ _id: z.string(), name: z.string(), unit: entityName.nullable(), cost: z.number() }),
  quantityUsed: z.number(),
});
export type RecipeLine = z.infer<typeof recipeLine>;

/**
 * A product as GET /menu, GET /menu/items/{id}, POST and PUT return it. `cogs` and `recipe` are
 * back-office data, present only for staff callers.
 */
export const menuItem = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  imageUrl: z.string(),
  isAvailable: z.boolean(),
  category: entityName.nullable(),
  location: entityName.nullable(),
  customizationOptions: z.array(optionGroup),
  cogs: z.number().optional(),
  recipe: z.array(recipeLine).optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type MenuItem = z.infer<typeof menuItem>;
export const menuList = z.array(menuItem);

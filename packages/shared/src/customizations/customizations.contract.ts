import { z } from "zod";
import { trimmedText } from "../common/text.contract";
import { rupiahAmount } from "../money/money.contract";

/** Takes the `_id` of an object reference, so both `"id"` and `{ _id: "id" }` are accepted. */
export const idOf = (value: unknown): unknown =>
  value && typeof value === "object" && "_id" in value ? (value as { _id: unknown })._id : value;

/** A reference to another record: an id text, or an object carrying `_id`. */
export const entityRef = (message: string) =>
  z.preprocess(idOf, trimmedText(64, { required: message, tooLong: message }));

/** Empty text means "not filled in"; a numeric text (form field) becomes a number. */
export { numberFromForm } from "../money/money.contract";

/** A price: whole rupiah, not negative, at most MAX_RUPIAH ('{label} maksimal Rp 1.000.000.000.'). */
export const rupiahField = (label: string, messages: { required: string; invalid: string }) =>
  rupiahAmount(label, { ...messages, fromText: true });

export const OPTION_NAME_REQUIRED = "Nama opsi wajib diisi.";
export const OPTION_PRICE_REQUIRED = "Harga opsi wajib diisi.";

/** POST /customizations/options and PUT /customizations/options/{id} (name and price required). */
export const customizationOptionBody = z.object({
  name: trimmedText(60, { required: OPTION_NAME_REQUIRED, tooLong: "Nama opsi maksimal 60 karakter." }),
  price: rupiahField("Harga opsi", {
    required: OPTION_PRICE_REQUIRED,
    invalid: "Harga opsi harus berupa bilangan bulat 0 atau lebih.",
  }),
});
export type CustomizationOptionBody = z.infer<typeof customizationOptionBody>;

export const OPTION_GROUP_TYPES = ["radio", "checkbox"] as const;
export type OptionGroupType = (typeof OPTION_GROUP_TYPES)[number];

export const GROUP_NAME_REQUIRED = "Nama grup wajib diisi.";
export const GROUP_OPTIONS_REQUIRED = "Pilih minimal satu opsi untuk grup ini.";

/** POST /customizations/option-sets and PUT /customizations/option-sets/{id}. Order = display order. */
export const optionGroupBody = z.object({
  name: trimmedText(60, { required: GROUP_NAME_REQUIRED, tooLong: "Nama grup maksimal 60 karakter." }),
  type: z.enum(OPTION_GROUP_TYPES, {
    message: "Tipe grup harus 'radio' (pilih satu) atau 'checkbox' (pilih beberapa).",
  }),
  options: z
    .array(entityRef("Opsi kustomisasi tidak valid."), { message: GROUP_OPTIONS_REQUIRED })
    .min(1, GROUP_OPTIONS_REQUIRED)
    .max(100, "Satu grup maksimal berisi 100 opsi.")
    .transform((ids) => [...new Set(ids)]),
});
export type OptionGroupBody = z.infer<typeof optionGroupBody>;

/** An option a customer can add, with its extra price in whole rupiah. */
export const customizationOption = z.object({ _id: z.string(), name: z.string(), price: z.number() });
export type CustomizationOption = z.infer<typeof customizationOption>;
export const customizationOptionList = z.array(customizationOption);

/** A customization group: radio = exactly one (isRequired), checkbox = any number. */
export const optionGroup = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(OPTION_GROUP_TYPES),
  isRequired: z.boolean(),
  options: z.array(customizationOption),
});
export type OptionGroup = z.infer<typeof optionGroup>;
export const optionGroupList = z.array(optionGroup);

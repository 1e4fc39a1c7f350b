import { z } from "zod";
import { trimmedText } from "../common/text.contract";

export const CATEGORY_NAME_REQUIRED = "Nama kategori tidak boleh kosong.";

/** POST /categories and PUT /categories/{id} (the name may not be blank after trimming). */
export const categoryBody = z.object({
  name: trimmedText(60, { required: CATEGORY_NAME_REQUIRED, tooLong: "Nama kategori maksimal 60 karakter." }),
});
export type CategoryBody = z.infer<typeof categoryBody>;

/** A category as every endpoint returns it (GET /categories is sorted by name). */
export const category = z.object({ _id: z.string(), name: z.string() });
export type Category = z.infer<typeof category>;
export const categoryList = z.array(category);

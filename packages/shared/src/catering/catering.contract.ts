import { z } from "zod";
import { emailAddress, phoneNumber } from "../auth/auth.contract";
import { timestamp } from "../common/answers.contract";
import { dateKey, dayInput } from "../common/date.contract";
import { pageQuery } from "../common/paging.contract";
import { CATERING_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { storableText } from "../common/text.contract";

/** POST /api/catering: the storefront's catering form, every field required. */
export const cateringBody = z.object(
  {
    name: storableText("Nama", 100),
    phone: phoneNumber,
    email: emailAddress,
    eventDate: dayInput,
    guestCount: z
      .number({
        error: (issue) => (issue.input === undefined ? "Jumlah tamu wajib diisi." : "Jumlah tamu harus berupa angka."),
      })
      .int("Jumlah tamu harus berupa bilangan bulat.")
      .min(1, "Jumlah tamu minimal 1.")
      .max(100000, "Jumlah tamu terlalu besar."),
    // Named as the form's fields are labelled, 'Lokasi Acara' and 'Detail Pesanan'.
    address: storableText("Lokasi acara", 500),
    message: storableText("Detail pesanan", 2000),
  },
  { error: "Data permintaan katering tidak valid." },
);
export type CateringBody = z.infer<typeof cateringBody>;
export type CateringInput = z.input<typeof cateringBody>;

export const CATERING_RECEIVED =
  "Terima kasih! Permintaan katering Anda sudah kami terima. Tim kami akan segera menghubungi Anda.";
export const cateringReceivedAnswer = z.object({ message: z.string(), _id: z.string() });

/** A catering request as the admins read it on /admin/katering. */
export const cateringRecord = cateringBody.extend({
  _id: z.string(),
  email: z.string(),
  // Stored as its day; the body's dayInput also reads date-times, which an answer never is.
  eventDate: dateKey,
  createdAt: timestamp,
});
export type CateringRecord = z.infer<typeof cateringRecord>;

export const cateringListQuery = pageQuery.extend(sortableBy(CATERING_SORT_KEYS));
export type CateringListQuery = z.infer<typeof cateringListQuery>;
export const cateringList = z.object({
  data: z.array(cateringRecord),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type CateringList = z.infer<typeof cateringList>;

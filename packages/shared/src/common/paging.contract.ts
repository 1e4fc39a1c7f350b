import { z } from "zod";

/**
 * `?page=&limit=` of a list that can grow (docs/business-rules.md#lists): the newest
 * DEFAULT_PAGE_SIZE rows by default, the next ones with `page=2`, … ("load more"). A page shorter
 * than `limit` is the last one.
 */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;

/**
 * The paging of a list whose pages may hold up to `maxPageSize` rows: most lists keep
 * MAX_PAGE_SIZE; the kitchen and the cashier's order list read every open order in one page.
 */
export const pageQueryUpTo = (maxPageSize: number) =>
  z.object({
    page: z.coerce
      .number({ error: "Halaman harus berupa angka." })
      .int("Halaman harus berupa bilangan bulat.")
      .min(1, "Halaman minimal 1.")
      .default(1),
    limit: z.coerce
      .number({ error: "Jumlah data per halaman harus berupa angka." })
      .int("Jumlah data per halaman harus berupa bilangan bulat.")
      .min(1, "Jumlah data per halaman minimal 1.")
      .max(maxPageSize, `Jumlah data per halaman maksimal ${maxPageSize}.`)
      .default(DEFAULT_PAGE_SIZE),
  });

export const pageQuery = pageQueryUpTo(MAX_PAGE_SIZE);
export type PageQuery = z.infer<typeof pageQuery>;

/** The answer of a paged list: one page of `record`s and how many match the filter on every page. */
export const pagedList = <Record extends z.ZodType>(record: Record) =>
  z.object({
    data: z.array(record),
    page: z.number().int(),
    limit: z.number().int(),
    /** Rows matching the filter on every page. */
    total: z.number().int(),
  });

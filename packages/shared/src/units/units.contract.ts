import { z } from "zod";
import { searchQuery, storableText } from "../common/text.contract";

export const unitBody = z.object(
  {
    name: storableText("Nama satuan", 50),
  },
  { error: "Data satuan tidak valid." },
);
export type UnitBody = z.infer<typeof unitBody>;

export const unitListQuery = searchQuery;
export type UnitListQuery = z.infer<typeof unitListQuery>;

/** GET /api/units rows and the answer of POST/PUT. */
export type UnitRecord = { _id: string; name: string; createdAt: string };

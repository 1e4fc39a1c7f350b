import { z } from "zod";
import { timestamp } from "../common/answers.contract";
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
export const unitRecord = z.object({ _id: z.string(), name: z.string(), createdAt: timestamp });
export type UnitRecord = z.infer<typeof unitRecord>;
export const unitList = z.array(unitRecord);

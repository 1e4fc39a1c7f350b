import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as shared from "../index";

// The screens show days as dd/mm/yyyy; the API takes "YYYY-MM-DD". The web shows the messages of
// these contracts (its forms validate with them, and the server answers with them), so no value
// the web's date input can hand over may be answered by naming the API's format. Walked over every
// day field of every exported contract, found by how it answers a day that does not exist.

type Field = { contract: string; field: string; schema: z.ZodType };

/** Each field of an exported object contract that refuses 2026-02-31 as a day that does not exist. */
function dayFields(): Field[] {
  const found: Field[] = [];
  for (const [contract, value] of Object.entries(shared)) {
    const shape = (value as { shape?: unknown } | null)?.shape;
    if (!shape || typeof shape !== "object") continue;
    for (const [field, schema] of Object.entries(shape as Record<string, z.ZodType>)) {
      if (typeof schema?.safeParse !== "function") continue;
      const answer = schema.safeParse("2026-02-31");
      if (answer.error?.issues[0]?.message === "Tanggal tidak valid (2026-02-31 tidak ada).") {
        found.push({ contract, field, schema });
      }
    }
  }
  return found;
}

const fields = dayFields();

/** What the web's date input passes on, as it does: emptied, half typed, a day that does not exist, left out. */
const FROM_THE_SCREEN: readonly (string | undefined | null)[] = [
  "",
  "3_/02/____",
  "31/02/____",
  "31/02/2026",
  undefined,
  null,
];

describe("every day field of the contracts", () => {
  it("is found: purchases, expenses, stock counts and adjustments, staff dates, promos, catering and filters", () => {
    const names = fields.map(({ contract, field }) => `${contract}.${field}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "purchaseBody.purchaseDate",
        "expenseBody.date",
        "stockCountBody.date",
        "stockAdjustmentBody.date",
        "cateringBody.eventDate",
      ]),
    );
    expect(fields.length).toBeGreaterThan(15);
  });

  it.each(fields.map((field) => [`${field.contract}.${field.field}`, field] as const))(
    "%s never names the API's format for what the screen sends",
    (_name, { schema }) => {
      for (const sent of FROM_THE_SCREEN) {
        for (const issue of schema.safeParse(sent).error?.issues ?? []) {
          expect(issue.message, JSON.stringify(sent)).not.toMatch(/YYYY|ISO|8601/);
        }
      }
      expect(schema.safeParse("31/02/2026").error?.issues[0]?.message).toBe(
        "Tanggal tidak valid (31/02/2026 tidak ada).",
      );
    },
  );
});

import { todayKey } from "@kedai/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { documentNumbers } from "../db/schema";
import { now } from "./clock";

/** The papers that carry a number: "TRF" a stock transfer, "OPN" a stock count (stok opname). */
export type DocumentKind = "TRF" | "OPN";

/**
 * The next number of a kind of paper, "TRF-2026-0012": a sequence per year (the business time
 * zone's year when it is made), taken inside the caller's transaction. The counter's row is locked
 * until that transaction ends, so two papers made at once get two numbers, and a paper whose
 * transaction fails gives its number back (no gap).
 */
export async function nextDocumentNumber(tx: Tx, kind: DocumentKind, timeZone: string): Promise<string> {
  const year = Number(todayKey(timeZone, now()).slice(0, 4));
  const [{ last }] = await tx
    .insert(documentNumbers)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentNumbers.kind, documentNumbers.year],
      set: { last: sql`${documentNumbers.last} + 1` },
    })
    .returning({ last: documentNumbers.last });
  return `${kind}-${year}-${String(last).padStart(4, "0")}`;
}

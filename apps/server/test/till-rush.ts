import { sql } from "drizzle-orm";
import type { Database, Tx } from "../src/db/client";

/**
 * Rush hour on the embedded database: twenty tills' orders, each taking 20 ms of the database's
 * time, queued while one transaction holds it (`during` runs in that transaction). Answers the
 * tills' results, in the order their turns came (what each `till` read when its turn came); work
 * marked to go ahead of arrival order (db/database-turns.ts) is seen by the later ones.
 */
export async function tillsQueuedBehind<T>(
  db: Database,
  during: (tx: Tx) => Promise<unknown>,
  till: (tx: Tx) => Promise<T>,
): Promise<{ tills: Promise<T[]> }> {
  let tills: Promise<T[]> = Promise.resolve([]);
  await db.transaction(async (tx) => {
    tills = Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (turn) => {
          await turn.execute(sql`select pg_sleep(0.02)`);
          return till(turn);
        }),
      ),
    );
    await during(tx);
  });
  return { tills };
}

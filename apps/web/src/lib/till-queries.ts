import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { onlineManager, type Query, type QueryClient } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { Dexie, type Table } from "dexie";
import { useEffect, useState } from "react";

/**
 * The answers the till reads, kept on the device so /pos opens and sells without network
 * (docs/decisions/0029-till-offline-first.md): what it sells and prices with, whom it seats and
 * serves, the register session, the open orders. Kept per signed-in user and dropped at sign-out;
 * nothing of the back office is written to the device.
 */
const TILL_PATHS = new Set([
  "/orders/catalog",
  "/menu",
  "/categories",
  "/tables",
  "/users/waiters",
  "/promos/active",
  "/customers",
  "/settings",
  "/locations",
  "/register/status",
  "/orders",
]);

/** A day of trading offline, with the night after it. */
const KEPT_FOR_MS = 48 * 60 * 60 * 1000;
const KEY_PREFIX = "till-queries:";

/**
 * The kept answers, one row per user under `till-queries:<userId>`: the same database and store as
 * before (a key-value store with out-of-line keys), now through Dexie, the till's one IndexedDB
 * wrapper (the outbox's too).
 */
class TillQueriesDatabase extends Dexie {
  queries!: Table<string, string>;
  constructor() {
    super("kedai-till");
    this.version(1).stores({ queries: "" });
  }
}
// Opened on first use: importing this module (the auth provider does) must not open a database.
let opened: TillQueriesDatabase | null = null;
const store = () => {
  opened ??= new TillQueriesDatabase();
  return opened.queries;
};

/** `["/menu", {}]`: exactly the scheme of `apiQueryKey`, never a screen's own variant like ["/settings", {}, "edit"]. */
function isTillQuery(query: Query): boolean {
  const [path, params] = query.queryKey;
  return query.queryKey.length === 2 && typeof path === "string" && TILL_PATHS.has(path) && typeof params === "object";
}

function persisterFor(userId: string) {
  return createAsyncStoragePersister({
    key: `${KEY_PREFIX}${userId}`,
    storage: {
      getItem: (key) => store().get(key),
      setItem: (key, value) => store().put(value, key),
      removeItem: (key) => store().delete(key),
    },
  });
}

/**
 * Restores the user's kept till answers into the cache, then keeps writing them as they change.
 * Returns false until the restore is done, so the till's first render already has its data
 * (offline, nothing else would fill it). While online the restored answers are refetched as usual.
 */
export function useKeptTillQueries(client: QueryClient, userId: string | undefined): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!userId) return;
    // TanStack Query 5 assumes it is online until the browser's next 'offline' event: a till opened
    // without network would try (and fail) every query first instead of showing its kept answers.
    onlineManager.setOnline(navigator.onLine);
    // Kept till answers must outlive a view that stops showing them (5 minutes by default), or
    // the next save would leave them out.
    for (const path of TILL_PATHS) client.setQueryDefaults([path], { gcTime: KEPT_FOR_MS });
    const persister = persisterFor(userId);
    let stop: (() => void) | null = null;
    let cancelled = false;
    persistQueryClientRestore({ queryClient: client, persister, maxAge: KEPT_FOR_MS })
      .catch(() => undefined) // storage unavailable (private mode): the till simply starts empty
      .then(() => {
        if (cancelled) return;
        // A kept answer is a copy to show until the server's arrives, never a fresh one: a
        // register opened or a price changed since the last save must show after a reload.
        void client.invalidateQueries({ predicate: isTillQuery });
        stop = persistQueryClientSubscribe({
          queryClient: client,
          persister,
          // An answer that a later refetch failed to refresh (offline: every refetch fails) is still
          // the till's best copy: kept, where TanStack's default keeps only successful queries.
          dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined && isTillQuery(query) },
        });
        setRestored(true);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, userId]);
  return restored;
}

/** Sign-out: no till data of any user stays on the device. */
export async function forgetTillQueries(): Promise<void> {
  await store()
    .where(":id")
    .startsWith(KEY_PREFIX)
    .delete()
    .catch(() => undefined);
}

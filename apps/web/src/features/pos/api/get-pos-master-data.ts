import type { Category, MenuItem, TableRecord } from "@kedai/shared";
import { useQueries } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { messageOf } from "../../../lib/api";
import { isUnreachable } from "../../../lib/outbox";
import { tillCatalogQueryOptions } from "../../../lib/till-catalog";
import { toast } from "../../../lib/toast";
import { listQueryOptions } from "../../../lib/use-resource";
import { menuAtCatalogPrices } from "./get-till-catalog";

export const POS_MASTER_DATA_FAILED = "Gagal memuat data master POS.";

/**
 * What the till sells and seats: the menu ('Habis' items included, flagged), categories and
 * tables, under the same keys as the management screens so a change there reaches the till; the
 * menu at the prices of the till's catalog, whose version an order taken offline names.
 */
export function usePosMasterData() {
  const [menu, categories, tables, catalog] = useQueries({
    queries: [
      // With the 'Habis' items, flagged: the till puts them back on sale (no costs or recipes).
      listQueryOptions<MenuItem>("/menu", { all: true }),
      listQueryOptions<Category>("/categories"),
      listQueryOptions<TableRecord>("/tables"),
      tillCatalogQueryOptions(),
    ],
  });
  const error = menu.error ?? categories.error ?? tables.error ?? catalog.error;
  // No server: the header says so, and the till goes on with the data kept on this device.
  useEffect(() => {
    if (error && !isUnreachable(error))
      toast.error(messageOf(error, POS_MASTER_DATA_FAILED), { toastId: "pos-master-data" });
  }, [error]);
  const priced = useMemo(
    () => (menu.data && catalog.data ? menuAtCatalogPrices(menu.data, catalog.data) : undefined),
    [menu.data, catalog.data],
  );
  return {
    menu: priced,
    categories: categories.data,
    tables: tables.data,
    catalog: catalog.data,
    loading: menu.isPending || categories.isPending || catalog.isPending,
  };
}

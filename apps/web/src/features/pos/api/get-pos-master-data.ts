import type { Category, MenuItem, TableRecord } from "@kedai/shared";
import { useQueries } from "@tanstack/react-query";
import { useEffect } from "react";
import { messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { listQueryOptions } from "../../../lib/use-resource";

export const POS_MASTER_DATA_FAILED = "Gagal memuat data master POS.";

/**
 * What the till sells and seats: the available menu, categories and tables, under the same keys as
 * the management screens so a change there reaches the till.
 */
export function usePosMasterData() {
  const [menu, categories, tables] = useQueries({
    queries: [
      listQueryOptions<MenuItem>("/menu"),
      listQueryOptions<Category>("/categories"),
      listQueryOptions<TableRecord>("/tables"),
    ],
  });
  const error = menu.error ?? categories.error ?? tables.error;
  useEffect(() => {
    if (error) toast.error(messageOf(error, POS_MASTER_DATA_FAILED), { toastId: "pos-master-data" });
  }, [error]);
  return {
    menu: menu.data,
    categories: categories.data,
    tables: tables.data,
    loading: menu.isPending || categories.isPending,
  };
}

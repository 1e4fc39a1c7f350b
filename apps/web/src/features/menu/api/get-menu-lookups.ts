import type { Category, LocationRecord, OptionGroup, StockItemRecord } from "@kedai/shared";
import { useQueries } from "@tanstack/react-query";
import { useEffect } from "react";
import { messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { listQueryOptions } from "../../../lib/use-resource";
import { MENU_LOAD_FAILED } from "./use-menu-items";

/**
 * What the menu form chooses from: categories, Active outlets, option groups and ingredients.
 * Same keys as the management screens' lists, so a change there shows here without a reload.
 */
export function useMenuLookups() {
  const [categories, locations, groups, stock] = useQueries({
    queries: [
      listQueryOptions<Category>("/categories"),
      listQueryOptions<LocationRecord>("/locations", { status: "Active" }),
      listQueryOptions<OptionGroup>("/customizations/option-sets"),
      listQueryOptions<StockItemRecord>("/stock"),
    ],
  });
  const error = categories.error ?? locations.error ?? groups.error ?? stock.error;
  useEffect(() => {
    if (error) toast.error(messageOf(error, MENU_LOAD_FAILED), { toastId: "menu-lookups-load" });
  }, [error]);
  return {
    categories: categories.data ?? [],
    locations: locations.data ?? [],
    groups: groups.data ?? [],
    stock: stock.data ?? [],
    loading: categories.isPending || locations.isPending || groups.isPending || stock.isPending,
  };
}

import type { Category, LocationRecord, MenuItem, OptionGroup, StockItemRecord } from "@kedai/shared";
import { useMutation, useQueries, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "react-toastify";
import { api, messageOf } from "../../../lib/api";
import { namedToasts, useResource } from "../../../lib/use-resource";

const MENU_PATH = "/menu";
/** GET /menu?all=true: the back office also sees items switched off. */
const MENU_QUERY = { all: true };
const menuListKey = [MENU_PATH, MENU_QUERY];

const MENU_LOAD_FAILED = "Gagal memuat data dari server.";
const MENU_SAVE_FAILED = "Gagal menyimpan data";

/**
 * The admin menu list with create/edit (multipart) and delete through the shared management hook.
 * B8: a refused delete reads 'Gagal menghapus: {server message}'.
 */
export function useMenuItems() {
  return useResource<MenuItem, FormData>({
    path: MENU_PATH,
    query: MENU_QUERY,
    messages: {
      loadFailed: MENU_LOAD_FAILED,
      saveFailed: MENU_SAVE_FAILED,
      deleteFailed: (error) =>
        `Gagal menghapus: ${error instanceof Error && error.message ? error.message : "kesalahan tidak diketahui."}`,
      ...namedToasts("Menu"),
    },
  });
}

/**
 * PATCH /menu/{id}/availability, shown at once in the list and put back if the server refuses.
 * An item switched off disappears from the storefront and the POS.
 */
export function useMenuAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, isAvailable }: { item: MenuItem; isAvailable: boolean }) =>
      api.patch<MenuItem>(`${MENU_PATH}/${item._id}/availability`, { isAvailable }),
    onMutate: async ({ item, isAvailable }) => {
      await client.cancelQueries({ queryKey: menuListKey });
      const previous = client.getQueryData<MenuItem[]>(menuListKey);
      client.setQueryData<MenuItem[]>(menuListKey, (rows) =>
        rows?.map((row) => (row._id === item._id ? { ...row, isAvailable } : row)),
      );
      return { previous };
    },
    onSuccess: (_row, { item, isAvailable }) => {
      toast.success(
        isAvailable ? `Menu "${item.name}" kini tersedia di menu.` : `Menu "${item.name}" disembunyikan dari menu.`,
      );
    },
    onError: (error, _variables, context) => {
      if (context?.previous) client.setQueryData(menuListKey, context.previous);
      toast.error(messageOf(error, MENU_SAVE_FAILED));
    },
    onSettled: () => client.invalidateQueries({ queryKey: [MENU_PATH] }),
  });
}

/**
 * What the menu form chooses from: categories, Active outlets, option groups and ingredients.
 * Keys match the management screens' lists, so a change there shows here without a reload.
 */
export function useMenuLookups() {
  const [categories, locations, groups, stock] = useQueries({
    queries: [
      {
        queryKey: ["/categories", {}],
        queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Category[]>("/categories", { signal }),
      },
      {
        queryKey: ["/locations", { status: "Active" }],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get<LocationRecord[]>("/locations", { query: { status: "Active" }, signal }),
      },
      {
        queryKey: ["/customizations/option-sets", {}],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get<OptionGroup[]>("/customizations/option-sets", { signal }),
      },
      {
        queryKey: ["/stock", {}],
        queryFn: ({ signal }: { signal: AbortSignal }) => api.get<StockItemRecord[]>("/stock", { signal }),
      },
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

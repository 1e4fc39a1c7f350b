import type { MenuItem } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { MENU_PATH, MENU_SAVE_FAILED, menuListKey } from "./use-menu-items";

type AvailabilityChange = { item: MenuItem; isAvailable: boolean };

/** PATCH /menu/{id}/availability. An item switched off disappears from the storefront; the till shows it 'Habis'. */
export function updateMenuAvailability({ item, isAvailable }: AvailabilityChange) {
  return api.patch<MenuItem>(`${MENU_PATH}/${item._id}/availability`, { isAvailable });
}

/** The availability switch: shown at once in the list, and put back if the server refuses. */
export function useUpdateMenuAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMenuAvailability,
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
    onError: (error, _change, context) => {
      if (context?.previous) client.setQueryData(menuListKey, context.previous);
      toast.error(messageOf(error, MENU_SAVE_FAILED));
    },
    onSettled: () => client.invalidateQueries({ queryKey: [MENU_PATH] }),
  });
}

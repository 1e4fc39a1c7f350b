import type { MenuItem } from "@kedai/shared";
import { useEffect, useRef } from "react";
import {
  irreversibleDeleteMessage,
  LoadingText,
  PageHeader,
  RecordFormPanel,
  SearchBox,
  useManagedList,
} from "../../components/ui";
import { useMenuLookups } from "../../features/menu/api/get-menu-lookups";
import { useUpdateMenuAvailability } from "../../features/menu/api/update-menu-availability";
import { useMenuItems } from "../../features/menu/api/use-menu-items";
import { MenuForm } from "../../features/menu/components/menu-form";
import { MenuList } from "../../features/menu/components/menu-list";
import { useClientSearch } from "../../lib/list-search";

/** /admin/menu (Menu item management): the form above, the list below. */
export function MenuPage() {
  const menu = useMenuItems();
  const lookups = useMenuLookups();
  const availability = useUpdateMenuAvailability();
  const search = useClientSearch<MenuItem>((item) => [item.name, item.category?.name]);
  const { list } = useManagedList(menu, {
    name: (item) => `menu ${item.name}`,
    confirmMessage: (item) => irreversibleDeleteMessage(`menu "${item.name}"`),
    empty: "Belum ada menu.",
    notFound: "Menu tidak ditemukan.",
    // GET /menu has no ?search=: the loaded list is filtered here.
    search,
  });
  const formPanel = useRef<HTMLElement>(null);

  useEffect(() => {
    // Edit is pressed in the list below the form: bring the form into view.
    if (menu.editing) formPanel.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [menu.editing]);

  return (
    <section className="space-y-8">
      <PageHeader
        title="Manajemen Menu"
        description="Atur menu, harga, resep, dan ketersediaan di toko online serta kasir."
      />
      {lookups.loading ? (
        // The selects need their choices before an item can be loaded into them.
        <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
          <LoadingText />
        </div>
      ) : (
        <RecordFormPanel
          ref={formPanel}
          resource={menu}
          title={menu.editing ? `Edit Menu: ${menu.editing.name}` : "Tambah Menu Baru"}
          description="Kolom bertanda * wajib diisi."
          className="scroll-mt-24"
        >
          {(form) => <MenuForm {...form} lookups={lookups} />}
        </RecordFormPanel>
      )}
      <MenuList
        {...list}
        total={menu.rows?.length}
        searchBox={
          <SearchBox id="menu-search" label="Cari menu" placeholder="Cari nama atau kategori..." {...search.box} />
        }
        onToggleAvailable={(item, isAvailable) => availability.mutate({ item, isAvailable })}
      />
    </section>
  );
}

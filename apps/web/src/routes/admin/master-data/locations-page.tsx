import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useLocations } from "../../../features/locations/api/use-locations";
import { LocationForm } from "../../../features/locations/components/location-form";
import { LocationsTable } from "../../../features/locations/components/locations-table";
import { useServerSearch } from "../../../lib/list-search";

/** /admin/lokasi (Location management with search): the outlets, their address and status. */
export function LocationsPage() {
  const search = useServerSearch();
  const locations = useLocations(search.query);
  const { list } = useManagedList(locations, {
    name: (location) => location.name,
    confirmMessage: (location) => irreversibleDeleteMessage(`lokasi "${location.name}"`),
    empty: "Belum ada lokasi.",
    notFound: "Lokasi tidak ditemukan.",
    search,
  });

  return (
    <ManagementScreen
      title="Manajemen Lokasi"
      description="Outlet usaha. Hanya lokasi Aktif yang ditawarkan saat membuka kasir dan checkout."
      resource={locations}
      noun="Lokasi"
      renderForm={(form) => <LocationForm {...form} />}
      listTitle="Daftar Lokasi"
      search={{ id: "location-search", label: "Cari lokasi", placeholder: "Cari nama atau alamat", ...search.box }}
    >
      <LocationsTable {...list} />
    </ManagementScreen>
  );
}

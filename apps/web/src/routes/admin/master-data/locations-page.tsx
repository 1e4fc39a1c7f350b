import { canChangeSettings } from "../../../app/guards/access";
import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useAuth } from "../../../features/auth/auth-context";
import { useLocations } from "../../../features/locations/api/use-locations";
import { LocationForm } from "../../../features/locations/components/location-form";
import { LocationsTable } from "../../../features/locations/components/locations-table";
import { useServerSearch } from "../../../lib/list-search";

/** /admin/lokasi (Location management with search): the outlets, their address, status and own tax. */
export function LocationsPage() {
  const { user } = useAuth();
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
      renderForm={(form) => <LocationForm {...form} canChangeTax={!!user && canChangeSettings(user)} />}
      listTitle="Daftar Lokasi"
      search={{ id: "location-search", label: "Cari lokasi", placeholder: "Cari nama atau alamat", ...search.box }}
    >
      <LocationsTable {...list} />
    </ManagementScreen>
  );
}

import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useLocations } from "../../../features/locations/api/use-locations";
import { LocationForm } from "../../../features/locations/components/location-form";
import { LocationsTable } from "../../../features/locations/components/locations-table";

/** /admin/lokasi (B2 Location management with search): the outlets, their address and status. */
export function LocationsPage() {
  const locations = useLocations();
  const { list, search } = useManagedList(locations, {
    name: (location) => location.name,
    confirmMessage: (location) => irreversibleDeleteMessage(`lokasi "${location.name}"`),
    empty: "Belum ada lokasi.",
    notFound: "Lokasi tidak ditemukan.",
    // The same fields the server's ?search= looks at: name and address.
    searchIn: (location) => [location.name, location.address],
  });

  return (
    <ManagementScreen
      title="Manajemen Lokasi"
      description="Outlet usaha. Hanya lokasi Aktif yang ditawarkan saat membuka kasir dan checkout."
      resource={locations}
      noun="Lokasi"
      renderForm={(form) => <LocationForm {...form} />}
      listTitle="Daftar Lokasi"
      search={{ id: "location-search", label: "Cari lokasi", placeholder: "Cari nama atau alamat", ...search }}
    >
      <LocationsTable {...list} />
    </ManagementScreen>
  );
}

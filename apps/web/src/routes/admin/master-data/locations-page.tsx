import { canChangeSettings } from "../../../app/guards/access";
import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useAuth } from "../../../features/auth/auth-context";
import { useHeadOffice, useLocations } from "../../../features/locations/api/use-locations";
import { LocationForm } from "../../../features/locations/components/location-form";
import { LocationsTable } from "../../../features/locations/components/locations-table";
import { useServerSearch } from "../../../lib/list-search";

/**
 * /admin/lokasi (Location management with search): head office ('Gudang Pusat': name and address
 * editable, never deleted) above the outlets, with their address, status and own tax.
 */
export function LocationsPage() {
  const { user } = useAuth();
  const search = useServerSearch();
  const locations = useLocations(search.query);
  const headOffice = useHeadOffice(search.query);
  const rows = locations.rows && (headOffice ? [headOffice, ...locations.rows] : locations.rows);
  const { list } = useManagedList(
    { ...locations, rows },
    {
      name: (location) => location.name,
      confirmMessage: (location) => irreversibleDeleteMessage(`lokasi "${location.name}"`),
      empty: "Belum ada lokasi.",
      notFound: "Lokasi tidak ditemukan.",
      search,
      deletable: (location) => location.kind !== "head_office",
    },
  );

  return (
    <ManagementScreen
      title="Manajemen Lokasi"
      description="Gudang pusat dan outlet usaha. Hanya outlet Aktif yang ditawarkan saat membuka kasir dan checkout."
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

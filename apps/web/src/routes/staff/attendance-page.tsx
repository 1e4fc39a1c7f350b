import { PageHeader } from "../../components/ui";
import { AttendanceCard } from "../../features/attendance/components/attendance-card";
import { useAuth } from "../../features/auth/auth-context";
import { useLocationOptions } from "../../features/locations/api/use-locations";
import { formatDate } from "../../lib/format";

/** /staff/absensi: the signed-in staff member clocks in at an outlet and out again. */
export function AttendancePage() {
  const { user } = useAuth();
  const { locations, loading } = useLocationOptions("Active");
  return (
    <section className="mx-auto max-w-md">
      <PageHeader title="Absensi" description={`${user?.fullName ?? ""} · ${formatDate(new Date())}`} />
      <AttendanceCard locations={locations} locationsLoading={loading} />
    </section>
  );
}

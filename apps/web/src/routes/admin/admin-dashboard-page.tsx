import { PlaceholderPage } from "../../components/ui/placeholder-page";
import { useAuth } from "../../features/auth/auth-context";

export function AdminDashboardPage() {
  const { user } = useAuth();
  return (
    <PlaceholderPage title="Dashboard">
      <p className="text-stone-600">Selamat datang, {user?.fullName || user?.username}!</p>
    </PlaceholderPage>
  );
}

import { isAdminRole, ROLE_LABELS } from "@kedai/shared";
import { PageHeader, Panel } from "../../components/ui";
import { useAuth } from "../../features/auth/auth-context";
import { ApprovalPinForm } from "../../features/auth/components/approval-pin-form";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";
import { useLocationOptions } from "../../features/locations/api/use-locations";

/** Profil & Keamanan: the signed-in staff member's account data and the password form. Cashiers may open it too. */
export function AdminProfilePage() {
  const { user } = useAuth();
  const { locations } = useLocationOptions();
  if (!user) return null;
  const location = locations.find((row) => row._id === user.assignedLocation);
  const rows: Array<[string, string]> = [
    ["Nama Lengkap", user.fullName],
    ["Username", user.username],
    ["Peran", isAdminRole(user.role) ? ROLE_LABELS[user.role] : user.role],
    ["Telepon", user.phone || "-"],
    ["Lokasi Tugas", location?.name ?? "-"],
  ];

  return (
    <section>
      <PageHeader title="Profil Saya" description="Informasi akun dan keamanan." />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Panel title="Data Akun" description="Perubahan data akun dilakukan oleh admin di Manajemen Pengguna.">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-stone-500">{label}</dt>
                <dd className="font-medium text-stone-800">{value}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel
          title="Ubah Password"
          description="Setelah password diubah, sesi Anda di perangkat lain berakhir dan harus login kembali."
        >
          <ChangePasswordForm />
        </Panel>
        <Panel
          title="PIN Persetujuan"
          description="Manajer dan admin mengetik PIN ini di kasir untuk menyetujui diskon besar atau pembatalan pesanan yang sudah dibayar."
        >
          <ApprovalPinForm />
        </Panel>
      </div>
    </section>
  );
}

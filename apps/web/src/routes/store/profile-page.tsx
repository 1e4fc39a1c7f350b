import { Mail, Phone } from "lucide-react";
import { PageHeader } from "../../components/ui/page-header";
import { useAuth } from "../../features/auth/auth-context";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";

/**
 * Customer profile. For now: who is signed in and the password form; points, order history
 * and saved addresses are not built yet.
 */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title="Profil Saya" description="Poin, riwayat pesanan, dan alamat tersimpan — segera hadir." />
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-2xl border border-amber-100 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-stone-900">{user.fullName || user.username}</h2>
          <dl className="mt-4 space-y-2 text-sm text-stone-600">
            {user.email ? (
              <div className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 text-amber-600" />
                <dt className="sr-only">Email</dt>
                <dd>{user.email}</dd>
              </div>
            ) : null}
            {user.phone ? (
              <div className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-amber-600" />
                <dt className="sr-only">Telepon</dt>
                <dd>{user.phone}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <section className="rounded-2xl border border-amber-100 bg-white p-6 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold text-stone-900">Ubah Password</h2>
          <ChangePasswordForm />
        </section>
      </div>
    </div>
  );
}

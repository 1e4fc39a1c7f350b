import { isAdminRole, ROLE_LABELS } from "@kedai/shared";
import { PageHeader } from "../../components/ui/page-header";
import { useAuth } from "../../features/auth/auth-context";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";

/** Profil & Keamanan: who is signed in and the password form. Cashiers may open it too. */
export function AdminProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section>
      <PageHeader title="Profil Saya" description="Informasi akun dan keamanan." />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-stone-900">{user.fullName}</h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-stone-500">Username</dt>
            <dd className="text-stone-800">{user.username}</dd>
            <dt className="text-stone-500">Peran</dt>
            <dd className="text-stone-800">{isAdminRole(user.role) ? ROLE_LABELS[user.role] : user.role}</dd>
            {user.phone ? (
              <>
                <dt className="text-stone-500">Telepon</dt>
                <dd className="text-stone-800">{user.phone}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold text-stone-900">Ubah Password</h2>
          <ChangePasswordForm />
        </div>
      </div>
    </section>
  );
}

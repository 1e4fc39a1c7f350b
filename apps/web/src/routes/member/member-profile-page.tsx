import { PageHeader, Panel } from "../../components/ui";
import { useAuth } from "../../features/auth/auth-context";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";
import { MemberProfileForm } from "../../features/member/components/member-profile-form";

/** /member/profil: the owner's and outlet's details, and a separate password form. */
export function MemberProfilePage() {
  const { user, refreshProfile } = useAuth();
  if (!user) return null;
  return (
    <section>
      <PageHeader title="Profil & Outlet" description="Data pemilik dan outlet Anda." />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Panel title="Data Pemilik & Outlet">
          <MemberProfileForm user={user} onSaved={refreshProfile} />
        </Panel>
        <Panel title="Ubah Password">
          <ChangePasswordForm account="member" />
        </Panel>
      </div>
    </section>
  );
}

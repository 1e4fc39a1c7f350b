import { loginRedirectFor } from "@kedai/shared";
import { Croissant } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { LoginForm } from "../../features/auth/components/login-form";
import { useSettings } from "../../features/settings/api/get-settings";
import { useDocumentTitle } from "../../lib/use-document-title";

/** Back-office sign-in (/admin/login): the storefront form in the admin look. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const { settings } = useSettings();
  useDocumentTitle("Login Admin");

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-stone-900 via-stone-800 to-amber-900 p-4">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center text-white">
          <span className="mb-3 flex size-14 items-center justify-center rounded-2xl bg-amber-500 shadow-lg shadow-amber-900/40">
            <Croissant aria-hidden="true" className="size-8" />
          </span>
          <p className="text-sm font-medium tracking-wider text-amber-300 uppercase">
            {settings.companyName || "Kedai"}
          </p>
          <h1 className="text-2xl font-bold">Login Back Office</h1>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <LoginForm
            idPrefix="admin-login"
            onSignedIn={(user) => navigate(loginRedirectFor(user), { replace: true })}
          />
        </div>
        <p className="mt-6 text-center text-sm text-stone-300">
          Bukan staf?{" "}
          <Link to={paths.store.login} className="font-semibold text-amber-300 hover:underline">
            Login pelanggan
          </Link>
        </p>
      </div>
    </main>
  );
}

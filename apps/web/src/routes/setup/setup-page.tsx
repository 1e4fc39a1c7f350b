import { CheckCircle2, Croissant } from "lucide-react";
import { useState } from "react";
import { Link, Navigate } from "react-router";
import { buttonClasses, LoadingText } from "../../components/ui";
import { paths } from "../../config/paths";
import { useSetupStatus } from "../../features/setup/api/get-setup-status";
import { SetupForm } from "../../features/setup/components/setup-form";
import { useDocumentTitle } from "../../lib/use-document-title";

/**
 * The first-run setup (/pengaturan-awal): a real outlet's empty database opens here until the owner
 * has created the shop. Once a staff account exists it leads to the back-office sign-in.
 */
export default function SetupPage() {
  useDocumentTitle("Pengaturan Awal");
  const { needsSetup, isLoading } = useSetupStatus();
  const [createdUsername, setCreatedUsername] = useState<string | null>(null);

  if (isLoading) return <LoadingText fullScreen />;
  if (!needsSetup && createdUsername === null) return <Navigate to={paths.admin.login} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-stone-900 via-stone-800 to-amber-900 p-4">
      <div className="w-full max-w-lg">
        <div className="mb-6 flex flex-col items-center text-center text-white">
          <span className="mb-3 flex size-14 items-center justify-center rounded-2xl bg-amber-500 shadow-lg shadow-amber-900/40">
            <Croissant aria-hidden="true" className="size-8" />
          </span>
          <h1 className="text-2xl font-bold">Pengaturan Awal</h1>
          <p className="mt-1 text-sm text-stone-300">
            Database masih kosong. Buat akun pemilik dan outlet pertama untuk mulai memakai Kedai.
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          {createdUsername === null ? (
            <SetupForm onDone={setCreatedUsername} />
          ) : (
            <div className="space-y-4 text-center" role="status">
              <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
              <h2 className="text-lg font-semibold text-stone-900">Toko siap dipakai</h2>
              <p className="text-sm text-stone-600">
                Akun admin <strong>{createdUsername}</strong> sudah dibuat. Masuk untuk mengisi menu, stok, dan pegawai.
              </p>
              <Link to={paths.admin.login} className={buttonClasses("primary", "lg", "w-full")}>
                Masuk ke Back Office
              </Link>
            </div>
          )}
        </div>
      </div>
    </main>
  );
}

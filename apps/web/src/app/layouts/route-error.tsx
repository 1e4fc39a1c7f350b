import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { buttonClasses } from "../../components/ui/button";

/**
 * Last-resort screen for a render error or a lazy chunk that failed to load (typically after a
 * new deployment replaced the hashed files): reloading fetches the current build.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error("Kesalahan tampilan:", error);
  }, [error]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-stone-50 p-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-amber-500" />
      <h1 className="text-2xl font-bold text-stone-900">Terjadi kesalahan</h1>
      <p className="max-w-md text-stone-600">Halaman ini gagal dimuat. Muat ulang halaman atau kembali ke beranda.</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses("primary")} onClick={() => window.location.reload()}>
          Muat Ulang
        </button>
        <a href="/" className={buttonClasses("secondary")}>
          Ke Beranda
        </a>
      </div>
    </main>
  );
}

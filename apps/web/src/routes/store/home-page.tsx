import { ArrowRight, Croissant } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useSettings } from "../../features/settings/api/get-settings";
import { cn } from "../../lib/cn";
import { useStorePage } from "./use-store-page";

const DELIVERY_APPS = [
  { key: "gofood", label: "GoFood" },
  { key: "shopeefood", label: "ShopeeFood" },
  { key: "maxim", label: "Maxim" },
] as const;

/** Home: headline, subheadline, image, delivery links and the call to order. */
export function HomePage() {
  const settings = useStorePage("Beranda");
  const { isLoading } = useSettings();
  const companyName = settings.companyName || "Kedai";
  const deliveryLinks = DELIVERY_APPS.filter(({ key }) => settings.deliveryLinks[key]);

  return (
    // The hero fills the first screen under the header, and stays empty until the shop's own
    // headline and picture are known: nothing drawn with the defaults moves when they arrive, and
    // the footer stays below the fold (layout shift, issue 37).
    <section
      aria-busy={isLoading}
      className="relative flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-gradient-to-br from-amber-100 via-orange-50 to-white"
    >
      <div
        className={cn(
          "mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24",
          isLoading && "invisible",
        )}
      >
        <div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold tracking-wide text-amber-700 uppercase shadow-sm">
            <Croissant aria-hidden="true" className="size-4" /> {companyName}
          </p>
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-stone-900 md:text-5xl">
            {settings.homeHeadline || `Selamat datang di ${companyName}`}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-stone-600">
            {settings.homeSubheadline ||
              "Crepes hangat, renyah di luar dan lembut di dalam. Pesan sekarang, ambil atau kami antar."}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Link to={paths.store.order} className={buttonClasses("primary", "lg", "shadow-lg shadow-amber-600/20")}>
              Pesan Sekarang <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to={paths.store.about} className={buttonClasses("secondary", "lg")}>
              Tentang Kami
            </Link>
          </div>
          {deliveryLinks.length > 0 ? (
            <div className="mt-8">
              <p className="text-sm font-medium text-stone-500">Juga tersedia di</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {deliveryLinks.map(({ key, label }) => (
                  <li key={key}>
                    <a
                      href={settings.deliveryLinks[key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center rounded-full border border-amber-200 bg-white px-4 py-1.5 text-sm font-semibold text-stone-700 shadow-sm hover:border-amber-400 hover:text-amber-800"
                    >
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="relative">
          {settings.homePageImage ? (
            <img
              src={settings.homePageImage}
              alt={companyName}
              width={800}
              height={600}
              fetchPriority="high"
              className="aspect-[4/3] w-full rounded-3xl object-cover shadow-2xl shadow-amber-900/20"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex aspect-[4/3] w-full items-center justify-center rounded-3xl bg-gradient-to-br from-amber-400 to-orange-500 shadow-2xl shadow-amber-900/20"
            >
              <Croissant className="size-32 text-white/90" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

import { CateringForm } from "../../features/catering/components/catering-form";
import { ContentHero } from "./content-hero";
import { useStorePage } from "./use-store-page";

export function CateringPage() {
  const settings = useStorePage("Katering", (settings) => settings.cateringDescription);
  return (
    <>
      <ContentHero
        title={settings.cateringHeadline || "Katering untuk Acara Anda"}
        lead={settings.cateringDescription || "Crepes untuk arisan, ulang tahun, rapat kantor, dan acara lainnya."}
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <section className="rounded-2xl border border-amber-100 bg-white p-5 shadow-sm sm:p-8">
          <h2 className="mb-4 text-xl font-bold text-stone-900">Formulir Permintaan Katering</h2>
          <CateringForm />
        </section>
      </div>
    </>
  );
}

import { ContentHero } from "./content-hero";
import { useStorePage } from "./use-store-page";

export function AboutPage() {
  const settings = useStorePage("Tentang Kami", (settings) => settings.aboutStory);
  const companyName = settings.companyName || "Kedai";
  return (
    <>
      <ContentHero title={`Tentang ${companyName}`} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2">
        <div className="space-y-8">
          <section>
            <h2 className="text-xl font-bold text-stone-900">Cerita Kami</h2>
            <p className="mt-2 whitespace-pre-line text-stone-700">
              {settings.aboutStory || "Cerita kami sedang ditulis. Nantikan segera!"}
            </p>
          </section>
          {settings.aboutMission ? (
            <section>
              <h2 className="text-xl font-bold text-stone-900">Misi Kami</h2>
              <p className="mt-2 whitespace-pre-line text-stone-700">{settings.aboutMission}</p>
            </section>
          ) : null}
        </div>
        {settings.aboutPageImage ? (
          <img
            src={settings.aboutPageImage}
            alt={companyName}
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-lg"
          />
        ) : null}
      </div>
    </>
  );
}

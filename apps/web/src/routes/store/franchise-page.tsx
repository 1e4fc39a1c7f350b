import { BadgeCheck, Mail } from "lucide-react";
import { buttonClasses } from "../../components/ui/button";
import { ContentHero } from "./content-hero";
import { useStorePage } from "./use-store-page";

export function FranchisePage() {
  const settings = useStorePage("Franchise", (settings) => settings.franchiseSubheadline);
  const email = settings.franchiseContactEmail || settings.contactEmail;
  const benefits = settings.franchiseBenefits.filter((benefit) => benefit.title);
  return (
    <>
      <ContentHero
        title={settings.franchiseHeadline || "Peluang Franchise"}
        lead={settings.franchiseSubheadline || "Bergabunglah bersama kami dan buka gerai di kota Anda."}
      >
        {email ? (
          <a
            href={`mailto:${email}?subject=${encodeURIComponent("Minat Franchise")}`}
            className={buttonClasses("primary", "lg", "mt-6")}
          >
            <Mail aria-hidden="true" className="size-5" /> Hubungi Kami
          </a>
        ) : null}
      </ContentHero>
      {benefits.length > 0 ? (
        <section aria-labelledby="benefits-heading" className="mx-auto max-w-5xl px-4 py-10">
          <h2 id="benefits-heading" className="text-xl font-bold text-stone-900">
            Keuntungan Bermitra
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
                <h3 className="flex items-center gap-2 font-semibold text-stone-900">
                  <BadgeCheck aria-hidden="true" className="size-5 text-amber-600" /> {benefit.title}
                </h3>
                {benefit.description ? <p className="mt-2 text-sm text-stone-600">{benefit.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

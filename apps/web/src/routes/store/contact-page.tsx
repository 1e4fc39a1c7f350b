import { dialablePhone } from "@kedai/shared";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { formatPhone } from "../../lib/format";
import { ContentHero } from "./content-hero";
import { useStorePage } from "./use-store-page";

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
      <h2 className="flex items-center gap-2 font-semibold text-stone-900">
        {icon} {title}
      </h2>
      <div className="mt-2 text-sm text-stone-700">{children}</div>
    </section>
  );
}

const linkClass = "font-medium text-amber-800 underline-offset-2 hover:underline";

export function ContactPage() {
  const settings = useStorePage("Kontak", (settings) => settings.address);
  const hours = settings.operationalHours.filter((row) => row.day || row.hours);
  return (
    <>
      <ContentHero
        title="Hubungi Kami"
        lead="Ada pertanyaan atau ingin memesan dalam jumlah besar? Kami siap membantu."
      />
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10 md:grid-cols-2">
        <Card icon={<MapPin aria-hidden="true" className="size-5 text-amber-600" />} title="Alamat">
          <p className="whitespace-pre-line">{settings.address || "Alamat belum diisi."}</p>
          {settings.googleMapUrl ? (
            <a
              href={settings.googleMapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} mt-2 inline-block`}
            >
              Lihat di Google Maps
            </a>
          ) : null}
        </Card>
        <Card icon={<Clock aria-hidden="true" className="size-5 text-amber-600" />} title="Jam Operasional">
          {hours.length > 0 ? (
            <dl className="space-y-1">
              {hours.map((row) => (
                <div key={`${row.day}-${row.hours}`} className="flex justify-between gap-4">
                  <dt>{row.day}</dt>
                  <dd className="font-medium">{row.hours}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>Jam operasional belum diisi.</p>
          )}
        </Card>
        {settings.contactNumber ? (
          <Card icon={<Phone aria-hidden="true" className="size-5 text-amber-600" />} title="Telepon">
            <a href={`tel:${dialablePhone(settings.contactNumber)}`} className={linkClass}>
              {formatPhone(settings.contactNumber)}
            </a>
          </Card>
        ) : null}
        {settings.contactEmail ? (
          <Card icon={<Mail aria-hidden="true" className="size-5 text-amber-600" />} title="Email">
            <a href={`mailto:${settings.contactEmail}`} className={linkClass}>
              {settings.contactEmail}
            </a>
          </Card>
        ) : null}
      </div>
    </>
  );
}

import type { Settings } from "@kedai/shared";
import { Mail, MapPin, Phone } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { FacebookIcon, InstagramIcon, TiktokIcon, WhatsappIcon } from "../../../components/ui/brand-icons";
import { formatPhone, todayKey } from "../../../lib/format";

type SocialKey = keyof Settings["socialMedia"];

const SOCIALS: Array<{ key: SocialKey; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "whatsapp", label: "WhatsApp", Icon: WhatsappIcon },
  { key: "tiktok", label: "TikTok", Icon: TiktokIcon },
];

export function PublicFooter({ settings }: { settings: Settings }) {
  const companyName = settings.companyName || "Kedai";
  // The business year, not the visitor's: on New Year's Eve abroad the two can differ.
  const year = todayKey().slice(0, 4);
  const socials = SOCIALS.filter(({ key }) => settings.socialMedia[key]);

  return (
    <footer className="mt-auto bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{companyName}</p>
          {settings.address ? (
            <p className="mt-3 flex gap-2 text-sm">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
              {settings.address}
            </p>
          ) : null}
        </div>
        <div className="space-y-2 text-sm">
          {settings.contactNumber ? (
            <p className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 text-amber-400" />
              {formatPhone(settings.contactNumber)}
            </p>
          ) : null}
          {settings.contactEmail ? (
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-amber-400" />
              {settings.contactEmail}
            </p>
          ) : null}
        </div>
        {socials.length > 0 ? (
          <div>
            <p className="text-sm font-semibold text-white">Ikuti Kami</p>
            <ul className="mt-3 flex gap-3">
              {socials.map(({ key, label, Icon }) => (
                <li key={key}>
                  <a
                    href={settings.socialMedia[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="flex size-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition hover:bg-amber-600 hover:text-white"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="border-t border-stone-800 py-4 text-center text-xs text-stone-400">
        © {year} {companyName}. Hak cipta dilindungi.
      </div>
    </footer>
  );
}

import { Croissant } from "lucide-react";
import { cn } from "../../../lib/cn";

/** Logo image when settings have one, otherwise the company name. */
export function Brand({
  logoUrl,
  companyName,
  className,
}: {
  logoUrl: string;
  companyName: string;
  className?: string;
}) {
  const name = companyName || "Kedai";
  if (logoUrl) {
    // The size attributes give the box its shape before the file arrives (a square logo: none of
    // the header moves when it does).
    return (
      <img src={logoUrl} alt={name} width={40} height={40} className={cn("h-10 w-auto object-contain", className)} />
    );
  }
  return (
    <span className={cn("flex items-center gap-2 text-lg font-extrabold tracking-tight text-amber-700", className)}>
      <span className="flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-600">
        <Croissant aria-hidden="true" className="size-5" />
      </span>
      {name}
    </span>
  );
}

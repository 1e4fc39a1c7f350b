import { renderSVG } from "uqr";
import { cn } from "../../lib/cn";

/** A QR code drawn by uqr as an SVG, sized by its box (`className`), named for screen readers by `label`. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn("[&_svg]:h-auto [&_svg]:w-full", className)}
      // uqr's own SVG markup, drawn from the value: no user text reaches the HTML.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's own SVG, no user text
      dangerouslySetInnerHTML={{ __html: renderSVG(value, { border: 2 }) }}
    />
  );
}

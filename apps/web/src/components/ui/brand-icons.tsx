import type { SVGProps } from "react";

// lucide-react 1.x ships no brand logos; these are simple line glyphs in the same 24px stroke style.
type IconProps = SVGProps<SVGSVGElement>;

function Glyph({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </Glyph>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </Glyph>
  );
}

export function WhatsappIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path d="M3.5 20.5l1.3-4A8.5 8.5 0 1 1 8 19.6z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2z" />
    </Glyph>
  );
}

export function TiktokIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path d="M15 3c.4 2.4 2 4 4.5 4.3v3.2A7.6 7.6 0 0 1 15 9v6a6 6 0 1 1-6-6v3.2A2.8 2.8 0 1 0 11.8 15V3z" />
    </Glyph>
  );
}

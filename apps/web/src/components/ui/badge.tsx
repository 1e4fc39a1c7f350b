import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type BadgeTone = "green" | "red" | "amber" | "sky" | "stone";

const tones: Record<BadgeTone, { badge: string; dot: string }> = {
  green: { badge: "bg-emerald-100 text-emerald-800", dot: "bg-emerald-500" },
  red: { badge: "bg-red-100 text-red-800", dot: "bg-red-500" },
  amber: { badge: "bg-amber-100 text-amber-800", dot: "bg-amber-500" },
  sky: { badge: "bg-sky-100 text-sky-800", dot: "bg-sky-500" },
  stone: { badge: "bg-stone-200 text-stone-600", dot: "bg-stone-400" },
};

export type BadgeProps = {
  tone: BadgeTone;
  /** A coloured dot before the text, for statuses (Aktif, Tersedia, ...). */
  dot?: boolean;
  /** An icon before the text instead of a dot, e.g. a warning triangle. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A small rounded label: statuses, warnings, kinds. */
export function Badge({ tone, dot = false, icon, className, children }: BadgeProps) {
  const colors = tones[tone];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        colors.badge,
        className,
      )}
    >
      {dot ? <span aria-hidden="true" className={cn("size-1.5 rounded-full", colors.dot)} /> : icon}
      {children}
    </span>
  );
}

import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type SummaryCardProps = {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** A line under the value, e.g. how it is computed. */
  hint?: ReactNode;
  /** Red value for a loss. */
  negative?: boolean;
};

/** One figure of a dashboard or report summary, with its icon. */
export function SummaryCard({ label, value, icon, hint, negative = false }: SummaryCardProps) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-stone-500">{label}</p>
        <p className={cn("truncate text-xl font-bold", negative ? "text-red-700" : "text-stone-900")}>{value}</p>
        {hint && <p className="text-xs text-stone-500">{hint}</p>}
      </div>
    </div>
  );
}

export type SummaryCardsProps = {
  cards: (SummaryCardProps & { key: string })[];
  /** Grid columns from wide screens up (phones show one, tablets two). */
  columns?: 2 | 3 | 4;
};

const wideColumns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 xl:grid-cols-3", 4: "sm:grid-cols-2 xl:grid-cols-4" };

/** A row of summary figures. */
export function SummaryCards({ cards, columns = 4 }: SummaryCardsProps) {
  return (
    <div className={cn("grid gap-4", wideColumns[columns])}>
      {cards.map(({ key, ...card }) => (
        <SummaryCard key={key} {...card} />
      ))}
    </div>
  );
}

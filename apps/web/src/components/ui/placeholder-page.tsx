import { Construction } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "./page-header";

/** Stand-in for a screen not built yet: "{title} — segera hadir". */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <PageHeader title={title} />
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-amber-300 bg-amber-50/60 px-6 py-16 text-center">
        <Construction aria-hidden="true" className="size-10 text-amber-500" />
        <p className="text-lg font-semibold text-stone-700">{title} — segera hadir</p>
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from "react";

/** The heading band of the storefront's content pages (about, catering, franchise, contact). */
export function ContentHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg whitespace-pre-line text-stone-600">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

import type { ReactNode, Ref } from "react";
import { cn } from "../../lib/cn";

export type PanelProps = {
  title: ReactNode;
  /** A line under the title, e.g. what the form is for or which row it changes. */
  description?: ReactNode;
  /** The heading's id, for a surrounding section's aria-labelledby. */
  titleId?: string;
  /** Beside the title, e.g. the list's search box. */
  actions?: ReactNode;
  /** Edit mode: an amber edge so it is obvious the form now changes an existing row. */
  highlight?: boolean;
  className?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/** A white card with a heading row: the form ('Tambah …' / 'Edit …') or the list of a management screen. */
export function Panel({
  title,
  description,
  titleId,
  actions,
  highlight = false,
  className,
  ref,
  children,
}: PanelProps) {
  return (
    <section
      ref={ref}
      className={cn(
        "rounded-xl border bg-white p-5 shadow-sm md:p-6",
        highlight ? "border-amber-400 ring-2 ring-amber-100" : "border-stone-200",
        className,
      )}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-stone-500">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * Management screens: the form beside the list when the content area is wide enough for a
 * five-column table next to it (the form then stays in view while scrolling a long list), the form
 * above the list otherwise. It measures its own width, not the window's: the sidebar takes a part.
 */
export function FormAndList({ form, list }: { form: ReactNode; list: ReactNode }) {
  return (
    <div className="@container">
      <div className="grid items-start gap-6 @6xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="@6xl:sticky @6xl:top-24">{form}</div>
        <div className="min-w-0">{list}</div>
      </div>
    </div>
  );
}

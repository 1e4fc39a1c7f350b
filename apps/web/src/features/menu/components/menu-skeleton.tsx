import { loadingTexts } from "@kedai/shared";

const block = "rounded-md bg-amber-100/70";

/** One card's outline at the size of a menu card (product-card.tsx): picture, name, two lines, price row. */
function CardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-amber-100 bg-white shadow-sm">
      <div className="aspect-[4/3] w-full bg-amber-50" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className={`h-5 w-3/4 ${block}`} />
        <div className={`h-8 w-full ${block}`} />
        <div className="mt-auto flex items-center justify-between gap-2">
          <div className={`h-5 w-16 ${block}`} />
          <div className="size-9 rounded-full bg-amber-100/70" />
        </div>
      </div>
    </div>
  );
}

// Fixed names: the outlines never reorder, and the linter rightly refuses array indexes as keys.
const cards = (count: number) =>
  Array.from({ length: count }, (_, place) => `kartu-${place + 1}`).map((name) => <CardSkeleton key={name} />);

/**
 * The menu's place while it loads, laid out like the menu (recommendations, heading and search,
 * categories, the grid): what is on screen stays where it is when the menu arrives, and the footer
 * is not drawn under an empty page to be pushed down after (layout shift, issue 37).
 */
export function MenuSkeleton() {
  return (
    <div role="status" className="space-y-8">
      <span className="sr-only">{loadingTexts.data}</span>
      <div aria-hidden="true" className="space-y-3">
        <div className={`h-7 w-56 ${block}`} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">{cards(4)}</div>
      </div>
      <div aria-hidden="true" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className={`h-7 w-32 ${block}`} />
          <div className={`h-10 w-full sm:w-72 ${block}`} />
        </div>
        <div className="h-9" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">{cards(8)}</div>
      </div>
    </div>
  );
}

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";

export type TabItem = {
  /** Unique among the tabs; also the default tab's key. */
  id: string;
  label: ReactNode;
  /** Rendered only while the tab is selected, so a hidden tab's data is not fetched until opened. */
  content: ReactNode;
};

export type TabsProps = {
  /** The tab list's accessible name, e.g. 'Jenis pengguna'. */
  label: string;
  tabs: readonly TabItem[];
  /** The tab selected at first; default the first one. */
  defaultTab?: string;
  /** 'pills' for a second row of tabs inside a tab (smaller, no underline). */
  variant?: "underline" | "pills";
};

const tabClasses = {
  underline: {
    list: "mb-6 flex gap-1 overflow-x-auto border-b border-stone-200",
    tab: "-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap",
    selected: "border-amber-600 text-amber-700",
    idle: "border-transparent text-stone-500 hover:border-stone-300 hover:text-stone-700",
  },
  pills: {
    list: "mb-4 flex flex-wrap gap-2",
    tab: "rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap",
    selected: "bg-amber-100 text-amber-800",
    idle: "bg-stone-100 text-stone-600 hover:bg-stone-200",
  },
} as const;

/**
 * Tabs with the keyboard behaviour readers expect: one tab stop for the list, arrow keys (and Home,
 * End) move between tabs and select them, the panel is labelled by its tab.
 */
export function Tabs({ label, tabs, defaultTab, variant = "underline" }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultTab ?? tabs[0]?.id);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const classes = tabClasses[variant];
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next].id);
    buttons.current[next]?.focus();
  }

  if (!current) return null;
  return (
    <div>
      <div role="tablist" aria-label={label} className={classes.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              className={cn(classes.tab, isSelected ? classes.selected : classes.idle)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)}>
        {current.content}
      </div>
    </div>
  );
}

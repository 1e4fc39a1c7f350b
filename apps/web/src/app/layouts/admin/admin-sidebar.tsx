import { homePathFor, type ProfileUser } from "@kedai/shared";
import { ArrowLeft, ChevronDown, Croissant, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../../lib/cn";
import { activeItemFor, groupIdForPath, navigationFor } from "../../navigation";

export type AdminSidebarProps = {
  user: ProfileUser;
  companyName: string;
  /** Phones: the drawer's close button; absent on wide screens where the sidebar stays put. */
  onClose?: () => void;
};

export function AdminSidebar({ user, companyName, onClose }: AdminSidebarProps) {
  const { pathname } = useLocation();
  const groups = navigationFor(user.role);
  const activeItem = activeItemFor(groups, pathname);
  const activeGroupId = groupIdForPath(groups, pathname);
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => new Set(activeGroupId ? [activeGroupId] : []));

  // Navigating elsewhere (e.g. a dashboard quick action) opens that page's group too.
  useEffect(() => {
    if (!activeGroupId) return;
    setOpenGroups((current) => (current.has(activeGroupId) ? current : new Set(current).add(activeGroupId)));
  }, [activeGroupId]);

  function toggle(id: string) {
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <aside className="flex h-full w-64 flex-col bg-stone-900 text-stone-300">
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-white/10 px-4">
        <Link to={homePathFor(user)} className="flex min-w-0 items-center gap-2">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-500 text-white">
            <Croissant aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block truncate text-sm font-bold text-white">{companyName || "Kedai"}</span>
            <span className="block text-xs text-stone-400">Back Office</span>
          </span>
        </Link>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            aria-label="Tutup menu navigasi"
            className="rounded-md p-1 text-stone-400 hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>

      <nav aria-label="Navigasi admin" className="flex-1 overflow-y-auto px-3 py-4">
        {groups.length === 0 ? (
          // A cashier may open only their profile here; give them the way back.
          <Link
            to={homePathFor(user)}
            className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-white/10 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Kembali
          </Link>
        ) : null}
        {groups.map((group) => {
          const isOpen = openGroups.has(group.id);
          const listId = `sidebar-group-${group.id}`;
          return (
            <div key={group.id} className="mb-2">
              <button
                type="button"
                onClick={() => toggle(group.id)}
                aria-expanded={isOpen}
                aria-controls={listId}
                className={cn(
                  "flex w-full items-center justify-between rounded-md px-3 py-2 text-xs font-semibold tracking-wider",
                  group.id === activeGroupId ? "text-amber-400" : "text-stone-400 hover:text-stone-200",
                )}
              >
                {group.label}
                <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", isOpen && "rotate-180")} />
              </button>
              {isOpen ? (
                <ul id={listId} className="mt-1 space-y-0.5">
                  {group.items.map((item) => {
                    const active = item === activeItem;
                    return (
                      <li key={item.to}>
                        <Link
                          to={item.to}
                          aria-current={active ? "page" : undefined}
                          className={cn(
                            "flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors",
                            active ? "bg-amber-600 font-semibold text-white" : "hover:bg-white/10 hover:text-white",
                          )}
                        >
                          <item.icon aria-hidden="true" className="size-4 shrink-0" />
                          {item.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </div>
          );
        })}
      </nav>
    </aside>
  );
}

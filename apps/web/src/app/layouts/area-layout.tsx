import { Croissant } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { useAuth } from "../../features/auth/auth-context";
import { useSettings } from "../../features/settings/api/get-settings";
import { cn } from "../../lib/cn";
import { UserMenu } from "./shared/user-menu";

export type AreaNavItem = { label: string; to: string };

/**
 * The frame of the smaller signed-in areas (franchise member, staff attendance): a top bar with
 * the area's links and the same user menu as the back office.
 */
export function AreaLayout({ areaName, nav = [] }: { areaName: string; nav?: AreaNavItem[] }) {
  const { user } = useAuth();
  const { settings } = useSettings();
  if (!user) return null;

  return (
    <div className="flex min-h-screen flex-col bg-stone-100 text-stone-800">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <div className="flex min-w-0 items-center gap-2">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-500 text-white">
              <Croissant aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 leading-tight">
              <span className="block truncate text-sm font-bold text-stone-900">{settings.companyName || "Kedai"}</span>
              <span className="block text-xs text-stone-500">{areaName}</span>
            </span>
          </div>
          <UserMenu user={user} />
        </div>
        {nav.length > 0 ? (
          <nav aria-label={`Navigasi ${areaName}`} className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 pb-2">
            {nav.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap",
                    isActive ? "bg-amber-100 text-amber-800" : "text-stone-600 hover:bg-stone-100",
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
        ) : null}
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}

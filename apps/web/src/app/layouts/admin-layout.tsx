import { Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { useAuth } from "../../features/auth/auth-context";
import { useSettings } from "../../features/settings/api/get-settings";
import { DESKTOP_QUERY, useMediaQuery } from "../../lib/use-media-query";
import { AdminSidebar } from "./admin/admin-sidebar";
import { UserMenu } from "./shared/user-menu";

/** The back-office shell: sidebar, top bar with the user menu, and the screen. */
export function AdminLayout() {
  const { user } = useAuth();
  const { settings } = useSettings();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a followed link closes the phone drawer
  useEffect(() => setDrawerOpen(false), [pathname]);

  // The guard renders this layout only for a signed-in user; this keeps TypeScript honest.
  if (!user) return null;

  return (
    <div className="flex min-h-screen bg-stone-100 text-stone-800">
      {isDesktop ? (
        <div className="sticky top-0 h-screen shrink-0">
          <AdminSidebar user={user} companyName={settings.companyName} />
        </div>
      ) : drawerOpen ? (
        <div className="fixed inset-0 z-40 flex">
          <div aria-hidden="true" className="absolute inset-0 bg-stone-900/50" onClick={() => setDrawerOpen(false)} />
          <div className="relative h-full shadow-xl">
            <AdminSidebar user={user} companyName={settings.companyName} onClose={() => setDrawerOpen(false)} />
          </div>
        </div>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b border-stone-200 bg-white/95 px-4 backdrop-blur md:px-8">
          <div className="flex items-center gap-3">
            {isDesktop ? null : (
              <button
                type="button"
                onClick={() => setDrawerOpen(true)}
                aria-label="Buka menu navigasi"
                aria-expanded={drawerOpen}
                className="rounded-md p-2 text-stone-600 hover:bg-stone-100"
              >
                <Menu aria-hidden="true" className="size-6" />
              </button>
            )}
            <span className="text-sm font-semibold text-stone-500">{settings.companyName || "Kedai"}</span>
          </div>
          <UserMenu user={user} />
        </header>
        <main className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

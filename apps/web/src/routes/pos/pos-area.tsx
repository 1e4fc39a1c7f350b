import { homePathFor, type RegisterSessionRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ChefHat, ClipboardList, LayoutDashboard, LockKeyhole, LogOut, PlusCircle, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PlaceholderPage } from "../../components/ui/placeholder-page";
import { useAuth } from "../../features/auth/auth-context";
import { useLogout } from "../../features/auth/use-logout";
import { KitchenView } from "../../features/orders/components/kitchen-view";
import { OrderListView } from "../../features/orders/components/order-list-view";
import { useOrderEvents } from "../../features/orders/use-order-events";
import { useRegisterStatus } from "../../features/register/api/get-register-status";
import { CloseRegisterModal } from "../../features/register/close-register-modal";
import { useSettings } from "../../features/settings/api/get-settings";
import { cn } from "../../lib/cn";
import { PosClock } from "./pos-clock";

type PosView = "new_order" | "order_list" | "kitchen_view";

const VIEWS: Array<{ id: PosView; label: string; icon: typeof PlusCircle }> = [
  { id: "new_order", label: "Transaksi Baru", icon: PlusCircle },
  { id: "order_list", label: "List Order", icon: ClipboardList },
  { id: "kitchen_view", label: "Dapur", icon: ChefHat },
];

const headerButton =
  "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-amber-400";

/**
 * The cashier screen: header with Dashboard, the three views, clock, refresh, closing the register
 * session and logout; the order list and kitchen views stay current through the live order stream.
 */
export default function PosArea() {
  const { user } = useAuth();
  const { settings } = useSettings();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [view, setView] = useState<PosView>("new_order");
  // Kept once the cashier starts closing: the summary must stay on screen after the session is gone.
  const [closing, setClosing] = useState<RegisterSessionRecord | null>(null);
  const register = useRegisterStatus();
  const session = register.data?.session ?? null;
  const current = VIEWS.find((item) => item.id === view) ?? VIEWS[0];
  const storeName = settings.companyName || "Kedai";
  useOrderEvents();

  return (
    <div className="flex min-h-screen flex-col bg-stone-100">
      <header className="flex flex-wrap items-center justify-between gap-2 bg-stone-900 px-3 py-2 text-stone-200">
        <div className="flex min-w-0 flex-wrap items-center gap-1">
          <span className="mr-1 max-w-44 truncate text-base font-bold text-amber-400" title={storeName}>
            {storeName} · Kasir
          </span>
          <Link to={homePathFor(user)} className={cn(headerButton, "hover:bg-white/10")}>
            <LayoutDashboard aria-hidden="true" className="size-4" /> Dashboard
          </Link>
          {VIEWS.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={view === item.id}
              onClick={() => setView(item.id)}
              className={cn(headerButton, view === item.id ? "bg-amber-500 text-white" : "hover:bg-white/10")}
            >
              <item.icon aria-hidden="true" className="size-4" /> {item.label}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1.5">
          <PosClock />
          <button
            type="button"
            onClick={() => queryClient.invalidateQueries()}
            aria-label="Muat ulang data"
            title="Muat ulang data"
            className={cn(headerButton, "hover:bg-white/10")}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
          </button>
          {session ? (
            <button
              type="button"
              onClick={() => setClosing(session)}
              className={cn(headerButton, "bg-white/10 text-white hover:bg-white/20")}
            >
              <LockKeyhole aria-hidden="true" className="size-4" /> Tutup Sesi
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => logout()}
            className={cn(headerButton, "bg-red-600/90 text-white hover:bg-red-600")}
          >
            <LogOut aria-hidden="true" className="size-4" /> Logout
          </button>
        </div>
      </header>
      <main className="flex-1 p-3 md:p-4">
        {view === "order_list" ? (
          <OrderListView storeName={storeName} onEdit={() => setView("new_order")} />
        ) : view === "kitchen_view" ? (
          <KitchenView />
        ) : (
          <PlaceholderPage title={current.label}>
            <p className="text-sm text-stone-500">Kasir: {user?.fullName || user?.username}</p>
          </PlaceholderPage>
        )}
      </main>
      {closing ? (
        <CloseRegisterModal session={closing} onCancel={() => setClosing(null)} onDone={() => logout("/login")} />
      ) : null}
    </div>
  );
}

import { homePathFor, loadingTexts, type OrderRecord, type RegisterSessionRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ChefHat, ClipboardList, LayoutDashboard, LockKeyhole, LogOut, PlusCircle, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadingText } from "../../components/ui";
import { POS_EDIT_PARAM } from "../../config/paths";
import { useAuth } from "../../features/auth/auth-context";
import { useLogout } from "../../features/auth/use-logout";
import { useQuickOrderPayment } from "../../features/orders/api/finalize-order";
import { KitchenView } from "../../features/orders/components/kitchen-view";
import { OrderListView } from "../../features/orders/components/order-list-view";
import { ReceiptModal } from "../../features/orders/receipt/receipt-modal";
import { useOrderEvents } from "../../features/orders/use-order-events";
import { useRegisterStatus } from "../../features/register/api/get-register-status";
import { CloseRegisterModal } from "../../features/register/close-register-modal";
import { RegisterGate } from "../../features/register/components/register-gate";
import { storeNameOf, useSettings } from "../../features/settings/api/get-settings";
import { cn } from "../../lib/cn";
import { PosClock } from "./pos-clock";
import { PosNewOrder } from "./pos-new-order";

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
 * session and logout. The views open once the cashier's register is open; the order list and
 * kitchen views stay current through the live order stream.
 */
export default function PosArea() {
  const { user } = useAuth();
  const { settings, isLoading: settingsLoading } = useSettings();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [chosenView, setView] = useState<PosView>("new_order");
  const [searchParams, setSearchParams] = useSearchParams();
  // An order opened for editing (`/pos?edit=<_id>`) is edited in the new-order view.
  const editing = searchParams.has(POS_EDIT_PARAM);
  const view: PosView = editing ? "new_order" : chosenView;
  // Kept once the cashier starts closing: the summary must stay on screen after the session is gone.
  const [closing, setClosing] = useState<RegisterSessionRecord | null>(null);
  // A quick order's receipt, once it is paid.
  const [paidOrder, setPaidOrder] = useState<OrderRecord | null>(null);
  const quickPayment = useQuickOrderPayment();
  const register = useRegisterStatus();
  const session = register.data?.session ?? null;
  const storeName = storeNameOf(settings);
  useOrderEvents();

  function showView(next: PosView) {
    setView(next);
    if (editing && next !== "new_order") setSearchParams({}, { replace: true });
  }

  return (
    <div className="flex h-screen flex-col bg-stone-100">
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
              onClick={() => showView(item.id)}
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
      <main className="min-h-0 flex-1 overflow-auto p-3">
        <RegisterGate>
          {(openSession) =>
            view === "order_list" ? (
              <OrderListView
                storeName={storeName}
                onEdit={(order) => setSearchParams({ [POS_EDIT_PARAM]: order._id })}
              />
            ) : view === "kitchen_view" ? (
              <KitchenView />
            ) : // The order's rates come from settings: wait for them rather than price with defaults.
            settingsLoading ? (
              <LoadingText text={loadingTexts.data} />
            ) : (
              <PosNewOrder
                session={openSession}
                settings={settings}
                onPlaced={(order, how) => {
                  if (how.quick) quickPayment.mutateAsync(order).then(setPaidOrder, () => {});
                }}
              />
            )
          }
        </RegisterGate>
      </main>
      <ReceiptModal order={paidOrder} storeName={storeName} onClose={() => setPaidOrder(null)} />
      {closing ? (
        <CloseRegisterModal session={closing} onCancel={() => setClosing(null)} onDone={() => logout("/login")} />
      ) : null}
    </div>
  );
}

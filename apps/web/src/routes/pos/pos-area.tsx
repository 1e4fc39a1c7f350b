import { homePathFor, loadingTexts, type OrderRecord, paidInCash, type RegisterSessionRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import {
  ChefHat,
  ClipboardList,
  LayoutDashboard,
  LockKeyhole,
  LogOut,
  MonitorSmartphone,
  PlusCircle,
  Printer,
  RefreshCw,
} from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { POS_HEADER_HEIGHT_VAR } from "../../app/layouts/area-toasts";
import { LoadingText, Tabs } from "../../components/ui";
import { POS_EDIT_PARAM, paths } from "../../config/paths";
import { useAuth } from "../../features/auth/auth-context";
import { useLogout } from "../../features/auth/use-logout";
import { KitchenView } from "../../features/orders/components/kitchen-view";
import { OrderListView } from "../../features/orders/components/order-list-view";
import { OrderStepActions } from "../../features/orders/components/order-step-actions";
import { PaymentModal } from "../../features/orders/components/payment-modal";
import { ReceiptModal } from "../../features/orders/receipt/receipt-modal";
import { useOrderEvents } from "../../features/orders/use-order-events";
import { dropOtherTillDrafts } from "../../features/pos/use-till-draft";
import { DevicePrintersDialog } from "../../features/printers/components/device-printers-dialog";
import { PrinterStatusChip } from "../../features/printers/components/printer-status-chip";
import { useDevicePrinting } from "../../features/printers/device/use-device-printing";
import { useRegisterStatus } from "../../features/register/api/get-register-status";
import { CloseRegisterModal } from "../../features/register/close-register-modal";
import { RegisterGate } from "../../features/register/components/register-gate";
import { storeNameOf, useSettings } from "../../features/settings/api/get-settings";
import { FloorView } from "../../features/tables/components/floor-view";
import { SyncStatus } from "../../features/till-sync/components/sync-status";
import { WaitingOrders } from "../../features/till-sync/components/waiting-orders";
import { useTillSync } from "../../features/till-sync/use-till-sync";
import { cn } from "../../lib/cn";
import { installTill } from "../../lib/till-install";
import { tillPaperMade } from "../../lib/till-papers";
import { useKeptTillQueries } from "../../lib/till-queries";
import { PosClock } from "./pos-clock";
import { PosNewOrder } from "./pos-new-order";

type PosView = "new_order" | "order_list" | "kitchen_view";

/**
 * Keeps the header's height in a CSS variable: the till's toasts appear just under it. The header
 * wraps onto a second row only when the window narrows, so a resize is when to measure again.
 */
function useHeaderHeightVariable() {
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const keep = () => {
      if (header.current) root.style.setProperty(POS_HEADER_HEIGHT_VAR, `${header.current.offsetHeight}px`);
    };
    keep();
    window.addEventListener("resize", keep);
    return () => {
      window.removeEventListener("resize", keep);
      root.style.removeProperty(POS_HEADER_HEIGHT_VAR);
    };
  }, []);
  return header;
}

const VIEWS: Array<{ id: PosView; label: string; icon: typeof PlusCircle }> = [
  { id: "new_order", label: "Transaksi Baru", icon: PlusCircle },
  { id: "order_list", label: "List Order", icon: ClipboardList },
  { id: "kitchen_view", label: "Dapur", icon: ChefHat },
];

const headerButton =
  "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-amber-400";

/**
 * The cashier screen: header with Dashboard (for those whose home is elsewhere: a cashier's home is
 * this screen), the three views, clock, refresh, closing the register session and logout. The views open once the cashier's register is open; the order list and
 * kitchen views stay current through the live order stream.
 */
export default function PosArea() {
  const { user } = useAuth();
  const restored = useKeptTillQueries(useQueryClient(), user?._id);
  return restored ? <TillScreen /> : <LoadingText fullScreen text={loadingTexts.data} />;
}

function TillScreen() {
  const { user } = useAuth();
  const { settings } = useSettings();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [chosenView, setView] = useState<PosView>("new_order");
  const [searchParams, setSearchParams] = useSearchParams();
  // An order opened for editing (`/pos?edit=<_id>`) is edited in the new-order view.
  const editing = searchParams.has(POS_EDIT_PARAM);
  const view: PosView = editing ? "new_order" : chosenView;
  // Kept once the cashier starts closing: the summary must stay on screen after the session is gone.
  const [closing, setClosing] = useState<RegisterSessionRecord | null>(null);
  // A quick order's receipt: it is paid when placed, and still goes to the kitchen.
  const [paidOrder, setPaidOrder] = useState<OrderRecord | null>(null);
  const [devicePrintersOpen, setDevicePrintersOpen] = useState(false);
  // The payment of an order still waiting in the outbox (cash, kept there behind it).
  const [payingWaiting, setPayingWaiting] = useState<OrderRecord | null>(null);
  const waitingActions = (order: OrderRecord) => <OrderStepActions order={order} onPay={setPayingWaiting} />;
  const register = useRegisterStatus();
  const session = register.data?.session ?? null;
  const storeName = storeNameOf(settings);
  const home = homePathFor(user);
  const header = useHeaderHeightVariable();
  useOrderEvents();
  useTillSync(user?._id);
  useEffect(installTill, []);
  // This till's own printers (USB, serial, Bluetooth): what it prints automatically, ADR 0037.
  useDevicePrinting({ outletId: session?.outlet._id ?? null, storeName, logoUrl: settings.logoUrl });

  function showView(next: PosView) {
    setView(next);
    if (editing && next !== "new_order") setSearchParams({}, { replace: true });
  }

  return (
    <div className="flex h-screen flex-col bg-stone-100">
      <header
        ref={header}
        className="flex flex-wrap items-center justify-between gap-2 bg-stone-900 px-3 py-2 text-stone-200"
      >
        <div className="flex min-w-0 flex-wrap items-center gap-1">
          <span className="mr-1 max-w-44 truncate text-base font-bold text-amber-400" title={storeName}>
            {storeName} · Kasir
          </span>
          {home === paths.pos.root ? null : (
            <Link to={home} className={cn(headerButton, "hover:bg-white/10")}>
              <LayoutDashboard aria-hidden="true" className="size-4" /> Dashboard
            </Link>
          )}
          {VIEWS.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={view === item.id}
              onClick={() => showView(item.id)}
              className={cn(headerButton, view === item.id ? "bg-amber-600 text-white" : "hover:bg-white/10")}
            >
              <item.icon aria-hidden="true" className="size-4" /> {item.label}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1.5">
          <SyncStatus />
          <PrinterStatusChip outletId={session?.outlet._id ?? null} />
          <button
            type="button"
            onClick={() => setDevicePrintersOpen(true)}
            aria-label="Printer perangkat ini"
            title="Printer perangkat ini"
            className={cn(headerButton, "hover:bg-white/10")}
          >
            <Printer aria-hidden="true" className="size-4" />
          </button>
          <a
            href={paths.pos.customerScreen}
            target="_blank"
            rel="noopener"
            aria-label="Buka Layar Pelanggan"
            title="Buka Layar Pelanggan (untuk monitor kedua)"
            className={cn(headerButton, "hover:bg-white/10")}
          >
            <MonitorSmartphone aria-hidden="true" className="size-4" />
          </a>
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
              <>
                <WaitingOrders actions={waitingActions} />
                {/* The active orders, or the floor: each table's running total and time seated (ADR 0034). */}
                <Tabs
                  label="Tampilan daftar"
                  variant="pills"
                  tabs={[
                    {
                      id: "orders",
                      label: "Pesanan",
                      content: (
                        <OrderListView
                          storeName={storeName}
                          approvalPercent={settings.cashierDiscountApprovalPercent}
                          onEdit={(order) => setSearchParams({ [POS_EDIT_PARAM]: order._id })}
                        />
                      ),
                    },
                    { id: "floor", label: "Denah Meja", content: <FloorView /> },
                  ]}
                />
              </>
            ) : view === "kitchen_view" ? (
              <>
                <WaitingOrders actions={waitingActions} />
                <KitchenView />
              </>
            ) : (
              <PosNewOrder
                session={openSession}
                onPlaced={(order, how) => {
                  // A new order's ticket for the kitchen; an edit's added round is printed by the server.
                  if (!how.edited) tillPaperMade({ document: "kitchen", order });
                  if (how.quick) {
                    tillPaperMade({
                      document: "receipt",
                      order,
                      cashTakenAt: paidInCash(order) ? Date.now() : null,
                      reprint: false,
                    });
                    setPaidOrder(order);
                  }
                }}
              />
            )
          }
        </RegisterGate>
      </main>
      <ReceiptModal order={paidOrder} storeName={storeName} onClose={() => setPaidOrder(null)} />
      <PaymentModal
        order={payingWaiting}
        storeName={storeName}
        approvalPercent={settings.cashierDiscountApprovalPercent}
        onClose={() => setPayingWaiting(null)}
      />
      <DevicePrintersDialog
        outletId={session?.outlet._id ?? null}
        storeName={storeName}
        open={devicePrintersOpen}
        onClose={() => setDevicePrintersOpen(false)}
      />
      {closing ? (
        <CloseRegisterModal
          session={closing}
          storeName={storeName}
          onCancel={() => setClosing(null)}
          onDone={() => {
            // The closed session's unfinished order can never be placed: drop it from this device.
            dropOtherTillDrafts(null);
            logout("/login");
          }}
        />
      ) : null}
    </div>
  );
}

import {
  type EntityName,
  homePathFor,
  lastRound,
  loadingTexts,
  mapsOjolItems,
  type OrderRecord,
  type RegisterSessionRecord,
} from "@kedai/shared";
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
import { OjolPauseButton } from "../../features/ojol/components/ojol-pause-button";
import { OjolSimulateButton } from "../../features/ojol/components/ojol-simulate-button";
import { useActiveOrders } from "../../features/orders/api/list-orders";
import { KitchenView } from "../../features/orders/components/kitchen-view";
import { OrderListView } from "../../features/orders/components/order-list-view";
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
import { useSetupStatus } from "../../features/setup/api/get-setup-status";
import { ServerUnreachableNote, SyncStatus } from "../../features/till-sync/components/sync-status";
import { WaitingOrders } from "../../features/till-sync/components/waiting-orders";
import { useTillSync } from "../../features/till-sync/use-till-sync";
import { cn } from "../../lib/cn";
import { installTill } from "../../lib/till-install";
import { tillOrderEvent } from "../../lib/till-papers";
import { useKeptTillQueries } from "../../lib/till-queries";
import { PosClock } from "./pos-clock";
import { PosFloor } from "./pos-floor";
import { PosNewOrder } from "./pos-new-order";
import { TillOjolAlerts } from "./till-ojol-alerts";

type PosView = "new_order" | "order_list" | "kitchen_view";

/**
 * Keeps the header's height in a CSS variable: the till's toasts appear just under it. The header
 * wraps onto more rows on a narrow window and grows a row while the server cannot be reached, so
 * it is measured whenever its own size changes.
 */
function useHeaderHeightVariable() {
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = header.current;
    if (!element) return;
    const keep = () => root.style.setProperty(POS_HEADER_HEIGHT_VAR, `${element.offsetHeight}px`);
    keep();
    const watcher = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(keep);
    watcher?.observe(element);
    return () => {
      watcher?.disconnect();
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
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-amber-400";

/** A header button's word: under its icon alone on a phone (still its accessible name), beside it from 768 px. */
const wideOnly = "sr-only md:not-sr-only";

/**
 * The areas' buttons: in the header row from 768 px (as on the tablets the till was made for); below
 * it a tab bar fixed at the bottom of the screen, one equal cell per area, their words visible.
 */
const phoneTabBar =
  "flex gap-1 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-20 max-md:grid max-md:grid-cols-3 max-md:gap-0 max-md:border-t max-md:border-stone-700 max-md:bg-stone-900 max-md:pb-[env(safe-area-inset-bottom)]";

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
  const { demoMode } = useSetupStatus();
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
  // The empty table tapped on the floor plan: the new order starts there.
  const [startTable, setStartTable] = useState<EntityName | null>(null);
  const register = useRegisterStatus();
  const session = register.data?.session ?? null;
  const storeName = storeNameOf(settings);
  const home = homePathFor(user);
  const header = useHeaderHeightVariable();
  useOrderEvents();
  useTillSync(user?._id);
  // The open orders are fetched (and so kept on the device) whatever view is open: a till that
  // loses the network still shows every open order it knew of (docs/decisions/0046-till-commands.md).
  useActiveOrders();
  useEffect(installTill, []);
  // This till's own printers (USB, serial, Bluetooth): what it prints automatically, ADR 0037.
  useDevicePrinting({ outletId: session?.outlet._id ?? null, storeName, logoUrl: settings.logoUrl });

  // Drawn afresh by the header's ojol alert, so it opens on the orders (with the waiting one), not the floor.
  const [orderListKey, setOrderListKey] = useState(0);
  function showOrderList() {
    showView("order_list");
    setOrderListKey((key) => key + 1);
  }

  function showView(next: PosView) {
    setView(next);
    setStartTable(null);
    if (editing && next !== "new_order") setSearchParams({}, { replace: true });
  }

  // The order list and the floor's table panel: the same cards with the same actions.
  const orderProps = {
    storeName,
    approvalPercent: settings.cashierDiscountApprovalPercent,
    canMapOjolItems: mapsOjolItems(user?.role),
    onEdit: (order: OrderRecord) => setSearchParams({ [POS_EDIT_PARAM]: order._id }),
  };

  return (
    <div className="flex h-screen flex-col bg-stone-100">
      <header
        ref={header}
        className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 bg-stone-900 px-3 py-2 text-stone-200"
      >
        <div className="flex min-w-0 flex-wrap items-center gap-1">
          <span className="mr-1 max-w-28 truncate text-base font-bold text-amber-400 sm:max-w-44" title={storeName}>
            {storeName} · Kasir
          </span>
          {home === paths.pos.root ? null : (
            <Link to={home} className={cn(headerButton, "hover:bg-white/10")}>
              <LayoutDashboard aria-hidden="true" className="size-4" /> <span className={wideOnly}>Dashboard</span>
            </Link>
          )}
          {/* The till's areas: in the header from 768 px; on a phone a tab bar at the bottom, under the thumb. */}
          <nav aria-label="Area kasir" className={phoneTabBar}>
            {VIEWS.map((item) => (
              <button
                key={item.id}
                type="button"
                aria-pressed={view === item.id}
                onClick={() => showView(item.id)}
                className={cn(
                  headerButton,
                  "max-md:min-h-14 max-md:flex-col max-md:justify-center max-md:gap-0.5 max-md:rounded-none max-md:text-xs",
                  view === item.id ? "bg-amber-600 text-white" : "hover:bg-white/10",
                )}
              >
                <item.icon aria-hidden="true" className="size-4 max-md:size-5" /> <span>{item.label}</span>
              </button>
            ))}
          </nav>
        </div>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1.5">
          <SyncStatus />
          <PrinterStatusChip outletId={session?.outlet._id ?? null} />
          <TillOjolAlerts onShow={showOrderList} className={headerButton} />
          <OjolPauseButton outletId={session?.outlet._id ?? null} className={headerButton} />
          <OjolSimulateButton outletId={session?.outlet._id ?? null} demoMode={demoMode} className={headerButton} />
          <button
            type="button"
            onClick={() => setDevicePrintersOpen(true)}
            aria-label="Printer perangkat ini"
            title="Printer perangkat ini"
            className={cn(headerButton, "hover:bg-white/10")}
          >
            <Printer aria-hidden="true" className="size-4" />
          </button>
          {/* A second monitor for the customer: a phone has none. */}
          <a
            href={paths.pos.customerScreen}
            target="_blank"
            rel="noopener"
            aria-label="Buka Layar Pelanggan"
            title="Buka Layar Pelanggan (untuk monitor kedua)"
            className={cn(headerButton, "hover:bg-white/10 max-md:hidden")}
          >
            <MonitorSmartphone aria-hidden="true" className="size-4" />
          </a>
          <div className="hidden sm:block">
            <PosClock />
          </div>
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
              <LockKeyhole aria-hidden="true" className="size-4" /> <span className={wideOnly}>Tutup Sesi</span>
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => logout()}
            className={cn(headerButton, "bg-red-600/90 text-white hover:bg-red-600")}
          >
            <LogOut aria-hidden="true" className="size-4" /> <span className={wideOnly}>Logout</span>
          </button>
        </div>
        <ServerUnreachableNote />
      </header>
      {/* On a phone the areas' tab bar is fixed at the bottom: nothing of the page stays under it. */}
      <main className="min-h-0 flex-1 overflow-auto p-3 max-md:pb-[calc(4.5rem+env(safe-area-inset-bottom))]">
        <RegisterGate>
          {(openSession) =>
            view === "order_list" ? (
              <>
                <WaitingOrders />
                {/* The active orders, or the floor: each table's running total and time seated (ADR 0034). */}
                <Tabs
                  key={orderListKey}
                  label="Tampilan daftar"
                  variant="pills"
                  tabs={[
                    {
                      id: "orders",
                      label: "Pesanan",
                      content: <OrderListView {...orderProps} />,
                    },
                    {
                      id: "floor",
                      label: "Denah Meja",
                      content: (
                        <PosFloor
                          {...orderProps}
                          onStartOrder={(table) => {
                            setView("new_order");
                            setStartTable(table);
                          }}
                        />
                      ),
                    },
                  ]}
                />
              </>
            ) : view === "kitchen_view" ? (
              <>
                <WaitingOrders />
                <KitchenView />
              </>
            ) : (
              <PosNewOrder
                session={openSession}
                startTable={startTable}
                onPlaced={(order, how) => {
                  setStartTable(null);
                  // Its kitchen ticket, and paid up front ('Bayar Pas') its receipt: the print policy's. An
                  // edit's added round too ('Tambahan'), offline as well: the memory of what this till's
                  // kitchen printer printed keeps the outlet's order stream from printing it again.
                  tillOrderEvent(
                    order,
                    how.edited
                      ? { kind: "round-added", at: Date.now(), round: lastRound(order) }
                      : { kind: "placed", at: Date.now(), moneyTakenNow: how.quick },
                  );
                  if (how.quick) setPaidOrder(order);
                }}
              />
            )
          }
        </RegisterGate>
      </main>
      <ReceiptModal order={paidOrder} storeName={storeName} onClose={() => setPaidOrder(null)} />
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

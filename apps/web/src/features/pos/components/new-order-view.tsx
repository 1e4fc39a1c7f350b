import {
  type Category,
  type EntityName,
  type HeldPoints,
  loadingTexts,
  type MenuItem,
  ORDER_TYPES,
  type OrderRecord,
  type OrderType,
  type RegisterSessionRecord,
  type Settings,
  type TableRecord,
  type TillCatalog,
  taxFor,
} from "@kedai/shared";
import { Armchair, ChevronDown, ChevronUp, Zap } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useReducer, useState } from "react";
import { Button, Field, LoadingText, NumberInput, SelectField, TextField } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { showCartToCustomer } from "../../../lib/customer-display";
import { useOutbox } from "../../../lib/outbox";
import { useActivePromos } from "../api/get-active-promos";
import { usePosMasterData } from "../api/get-pos-master-data";
import { useWaiters } from "../api/get-waiters";
import { useSwitchSoldOut } from "../api/switch-sold-out";
import {
  type CartLine,
  type CartOption,
  cartFromOrder,
  cartReducer,
  cartTotals,
  customerLine,
  parseServiceRate,
} from "../cart";
import type { TillDraft } from "../till-draft-storage";
import { INVALID_SERVICE_RATE, type PlaceMode, usePlaceOrder } from "../use-place-order";
import { restoreTillDraft, useKeepTillDraft } from "../use-till-draft";
import { CartLines } from "./cart-lines";
import { CustomerPicker, type PosCustomer } from "./customer-picker";
import { OptionModal } from "./option-modal";
import { PointsRedeem, type Redemption } from "./points-redeem";
import { ProductGrid } from "./product-grid";
import { TablePickerModal } from "./table-picker-modal";
import { TotalsSummary } from "./totals-summary";

export type OrderPlacedHow = { quick: boolean; edited: boolean };

/** Said while an order is edited offline: only a round added is kept in the outbox (see usePlaceOrder). */
export const EDIT_WAITS_FOR_SERVER =
  "Offline: Tambahan menu disimpan di perangkat ini dan dikirim saat terhubung; perubahan lain baru dapat disimpan saat server terhubung kembali.";

export type NewOrderViewProps = {
  /** The cashier's open register; orders are refused without one. */
  session: RegisterSessionRecord | null;
  /** Loads this order into the cart; submitting then saves the changes to it. */
  editingOrder?: OrderRecord | null;
  /** "Batal edit": leave edit mode without saving. */
  onCancelEdit?: () => void;
  /**
   * After a successful create (or edit). `quick`: the cashier pressed "Bayar Pas" and `order` was
   * paid with exact cash as it was placed (it still goes through the kitchen).
   */
  onPlaced?: (order: OrderRecord, how: OrderPlacedHow) => void;
  /** Points redeemed at this register that no order used yet, per customer, as the server holds them. */
  heldPoints?: readonly HeldPoints[];
  /** Reads `heldPoints` again from the server (after a redemption). */
  refreshHeldPoints?: () => Promise<unknown>;
  /** A new order starts as Dine-In at this table: the empty table tapped on the floor plan. */
  startTable?: EntityName | null;
};

/**
 * The rates and fees the cart is priced with: the catalog's settings, with the register outlet's
 * own tax where it has one, exactly as the server prices the order.
 */
function pricingOf(catalog: TillCatalog, session: RegisterSessionRecord | null): Settings {
  const outlet = catalog.outletTaxes.find((row) => row._id === session?.outlet._id);
  return { ...catalog.settings, ...taxFor(catalog.settings, outlet) };
}

/** The till's order screen: the menu grid beside the cart and its checkout. */
export function NewOrderView(props: NewOrderViewProps) {
  const master = usePosMasterData();
  const { catalog } = master;
  const settings = useMemo(() => (catalog ? pricingOf(catalog, props.session) : null), [catalog, props.session]);
  if (master.loading || !master.menu || !catalog || !settings) return <LoadingText text={loadingTexts.data} />;
  return (
    <OrderComposer
      // A different order to edit (or none), or another table to start at, starts the cart afresh.
      key={props.editingOrder?._id ?? `new-${props.startTable?._id ?? ""}`}
      {...props}
      settings={settings}
      catalogVersion={catalog.version}
      menu={master.menu}
      categories={master.categories ?? []}
      tables={master.tables ?? []}
    />
  );
}

type Draft = {
  orderType: OrderType;
  table: EntityName | null;
  waiterId: string;
  customer: PosCustomer | null;
  promoId: string;
  serviceRate: string;
  notes: string;
  /** The points an edited order redeemed; a new order shows the server's held points instead. */
  redemption: Redemption | null;
};

function freshDraft(settings: Settings, waiterId = ""): Draft {
  return {
    orderType: "Dine-In",
    table: null,
    waiterId,
    customer: null,
    promoId: "",
    serviceRate: String(settings.serviceChargePercent),
    notes: "",
    redemption: null,
  };
}

function draftFromSaved(saved: TillDraft): Draft {
  const { lines: _lines, ...choices } = saved;
  return { ...choices, redemption: null };
}

function draftFromOrder(order: OrderRecord, settings: Settings): Draft {
  return {
    orderType: order.orderType,
    table: order.table?._id ? { _id: order.table._id, name: order.table.name } : null,
    waiterId: order.waiter?._id ?? "",
    customer: order.customer ? { ...order.customer, loyaltyPoints: null } : null,
    promoId: order.promo?._id ?? "",
    serviceRate: String(order.orderType === "Dine-In" ? order.serviceChargeRatePercent : settings.serviceChargePercent),
    notes: order.notes ?? "",
    redemption: order.pointsRedeemed ? { points: order.pointsRedeemed, discountAmount: order.pointsDiscount } : null,
  };
}

type ComposerProps = NewOrderViewProps & {
  settings: Settings;
  catalogVersion: number;
  menu: MenuItem[];
  categories: Category[];
  tables: TableRecord[];
};

function OrderComposer({
  session,
  settings,
  editingOrder = null,
  onCancelEdit,
  onPlaced,
  heldPoints = [],
  refreshHeldPoints,
  startTable = null,
  catalogVersion,
  menu,
  categories,
  tables,
}: ComposerProps) {
  const id = useId();
  const sessionId = session?._id ?? null;
  // A new order starts from what this register session left unfinished on this device.
  const [saved] = useState(() => (editingOrder ? null : restoreTillDraft(sessionId, menu)));
  const [lines, dispatch] = useReducer(cartReducer, editingOrder, (order): CartLine[] =>
    order ? cartFromOrder(order, menu) : (saved?.lines ?? []),
  );
  const [draft, setDraft] = useState<Draft>(() => {
    if (editingOrder) return draftFromOrder(editingOrder, settings);
    const started = saved ? draftFromSaved(saved) : freshDraft(settings);
    // The cart kept so far goes to the table tapped on the floor plan.
    return startTable ? { ...started, orderType: "Dine-In", table: startTable } : started;
  });
  const kept = useMemo((): TillDraft | null => {
    if (editingOrder) return null;
    const { redemption: _held, ...choices } = draft;
    return { ...choices, lines };
  }, [editingOrder, draft, lines]);
  useKeepTillDraft(sessionId, kept);
  // What the server will take off for points: an edited order's own, else the customer's held points.
  const held = heldPoints.find((row) => row.customer._id === draft.customer?._id);
  const redemption = editingOrder
    ? draft.redemption
    : held
      ? { points: held.points, discountAmount: held.discountAmount }
      : null;
  const [optionProduct, setOptionProduct] = useState<MenuItem | null>(null);
  const [pickingTable, setPickingTable] = useState(false);
  // On a phone the cart is a bottom sheet: its total and buttons always show, the rest on demand.
  const [sheetOpen, setSheetOpen] = useState(false);
  const waiters = useWaiters();
  const promos = useActivePromos();
  const registerOpen = Boolean(session && !session.closedAt);
  const { offline } = useOutbox();
  const { place, busy } = usePlaceOrder({ editingOrder, registerOpen, catalogVersion });
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  // Stable, so the memoised grid never re-renders because the cart changed.
  const switchSoldOut = useSwitchSoldOut();
  const pickProduct = useCallback((product: MenuItem) => {
    if (product.customizationOptions.length > 0) setOptionProduct(product);
    else dispatch({ type: "add", product, options: [] });
  }, []);

  const dineIn = draft.orderType === "Dine-In";
  const serviceRatePercent = parseServiceRate(draft.serviceRate);
  const promo = promos.data?.find((row) => row._id === draft.promoId) ?? null;
  const totals = useMemo(
    () =>
      cartTotals(lines, {
        orderType: draft.orderType,
        serviceRatePercent: dineIn ? (serviceRatePercent ?? 0) : 0,
        settings,
        promo: lines.length > 0 ? promo : null,
        pointsDiscount: redemption?.discountAmount ?? 0,
      }),
    [lines, draft.orderType, dineIn, serviceRatePercent, settings, promo, redemption?.discountAmount],
  );

  // The customer-facing screen on this device follows the cart (ADR 0038).
  useEffect(() => {
    showCartToCustomer(lines.length > 0 ? { lines: lines.map(customerLine), total: totals.totalAmount } : null);
  }, [lines, totals.totalAmount]);

  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const waiterName =
    waiters.data?.find((waiter) => waiter._id === draft.waiterId)?.fullName ?? editingOrder?.waiter?.name;

  async function submit(mode: PlaceMode) {
    const order = await place(
      {
        lines,
        orderType: draft.orderType,
        tableId: draft.table?._id ?? null,
        tableName: draft.table?.name ?? null,
        waiterId: draft.waiterId,
        customerId: draft.customer?._id ?? null,
        serviceRatePercent: dineIn ? serviceRatePercent : (serviceRatePercent ?? 0),
        promoId: lines.length > 0 && promo ? promo._id : null,
        notes: draft.notes,
        totals,
        receiptFacts: {
          pricing: settings,
          promo: lines.length > 0 ? promo : null,
          cashier: session?.cashier ?? null,
          waiter: waiterName ? { _id: draft.waiterId, name: waiterName } : null,
          customer: draft.customer,
          registerSessionId: sessionId,
        },
      },
      mode,
    );
    if (!order) return;
    // The order used the customer's held points: the next customer starts from the server's list.
    void refreshHeldPoints?.();
    if (!editingOrder) {
      dispatch({ type: "clear" });
      setDraft(freshDraft(settings, draft.waiterId));
      setSheetOpen(false);
    }
    // Taken offline, `order` is the till's own record of it: its ticket and receipt print as online.
    // A retry may answer an order an earlier attempt placed without payment: only a paid one is quick.
    onPlaced?.(order, { quick: mode === "quick" && order.paymentDetails !== null, edited: Boolean(editingOrder) });
  }

  const waiterOptions = (waiters.data ?? []).map((waiter) => ({
    value: waiter._id,
    label: `${waiter.fullName} (${waiter.label})`,
  }));
  // An edited order's waiter may no longer be in the list (account removed): keep it choosable.
  const editedWaiterId = editingOrder?.waiter?._id;
  if (editingOrder?.waiter && editedWaiterId && !waiterOptions.some((option) => option.value === editedWaiterId)) {
    waiterOptions.unshift({ value: editedWaiterId, label: editingOrder.waiter.name });
  }

  return (
    <div className="flex h-full min-h-0 flex-col gap-3 md:flex-row">
      <ProductGrid
        products={menu}
        categories={categories}
        outletId={session?.outlet._id ?? null}
        onPick={pickProduct}
        onSwitchSoldOut={switchSoldOut}
      />

      {/* Beside the menu from 768 px; below it on a phone, a sheet that opens over the menu. */}
      <aside
        aria-label="Pesanan"
        className={cn(
          "flex shrink-0 flex-col rounded-xl bg-white shadow-sm md:w-[25rem]",
          sheetOpen &&
            "max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:max-h-[85dvh] max-md:rounded-b-none max-md:shadow-2xl",
        )}
      >
        <button
          type="button"
          aria-expanded={sheetOpen}
          onClick={() => setSheetOpen((open) => !open)}
          className="flex h-11 items-center justify-between gap-2 rounded-t-xl border-b border-stone-200 px-3 text-sm font-semibold text-stone-800 md:hidden"
        >
          <span>Keranjang · {itemCount} item</span>
          <span className="inline-flex items-center gap-1 text-amber-700">
            {sheetOpen ? "Tutup" : "Lihat detail"}
            {sheetOpen ? (
              <ChevronDown aria-hidden="true" className="size-4" />
            ) : (
              <ChevronUp aria-hidden="true" className="size-4" />
            )}
          </span>
        </button>
        {editingOrder ? (
          <div className="flex items-center justify-between gap-2 rounded-t-xl bg-sky-50 px-3 py-2 text-sm text-sky-900">
            <span>
              Edit pesanan <strong>#{editingOrder.orderId.slice(-4)}</strong>
            </span>
            <Button variant="secondary" size="sm" onClick={onCancelEdit}>
              Batal edit
            </Button>
          </div>
        ) : null}
        {editingOrder && (offline || editingOrder.waitingToSync) ? (
          <p role="status" className="bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {EDIT_WAITS_FOR_SERVER}
          </p>
        ) : null}

        <div className={cn("min-h-0 flex-1 space-y-3 overflow-y-auto p-3", !sheetOpen && "max-md:hidden")}>
          <fieldset className="min-w-0 grid grid-cols-3 gap-1 rounded-lg bg-stone-100 p-1">
            <legend className="sr-only">Tipe pesanan</legend>
            {ORDER_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={draft.orderType === type}
                onClick={() => update({ orderType: type, table: type === "Dine-In" ? draft.table : null })}
                className={cn(
                  "h-10 rounded-md text-sm font-semibold",
                  draft.orderType === type ? "bg-white text-amber-700 shadow-sm" : "text-stone-600",
                )}
              >
                {type}
              </button>
            ))}
          </fieldset>

          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="secondary"
              disabled={!dineIn}
              onClick={() => setPickingTable(true)}
              icon={<Armchair aria-hidden="true" className="size-4" />}
              className="h-10 justify-start truncate"
            >
              {draft.table ? draft.table.name : "Pilih Meja"}
            </Button>
            <SelectField
              id={`${id}-waiter`}
              label="Waiter"
              hideLabel
              placeholder="Pilih waiter"
              options={waiterOptions}
              value={draft.waiterId}
              onChange={(event) => update({ waiterId: event.target.value })}
              className="h-10"
            />
          </div>

          <CustomerPicker
            customer={draft.customer}
            locked={Boolean(redemption)}
            onChange={(customer) => update({ customer })}
          />
          {draft.customer && !editingOrder ? (
            <PointsRedeem
              customer={draft.customer}
              redemption={redemption}
              onRedeemed={async (redeemed) => {
                update({
                  customer: draft.customer && {
                    ...draft.customer,
                    loyaltyPoints:
                      draft.customer.loyaltyPoints === null ? null : draft.customer.loyaltyPoints - redeemed.points,
                  },
                });
                // Shown as the server now holds it (all of the customer's points held here).
                await refreshHeldPoints?.();
              }}
            />
          ) : null}

          <div className="grid grid-cols-[1fr_7rem] gap-2">
            <SelectField
              id={`${id}-promo`}
              label="Promo"
              hideLabel
              placeholder="Tanpa promo"
              options={(promos.data ?? []).map((row) => ({ value: row._id, label: row.name }))}
              value={draft.promoId}
              disabled={lines.length === 0}
              onChange={(event) => update({ promoId: event.target.value })}
              className="h-10"
            />
            <div className="relative">
              {/* The draft keeps the rate as the text parseServiceRate reads ("7.5"); the field shows "7,5". */}
              <Field id={`${id}-service`} label="Service charge (%)" hideLabel>
                <NumberInput
                  id={`${id}-service`}
                  decimals={2}
                  disabled={!dineIn}
                  value={dineIn ? draft.serviceRate : "0"}
                  onChange={(rate) => update({ serviceRate: rate === undefined ? "" : String(rate) })}
                  invalid={dineIn && serviceRatePercent === null}
                  title="Service charge (%)"
                  className="h-10 pr-12"
                />
              </Field>
              <span className="pointer-events-none absolute top-5 right-3 -translate-y-1/2 text-xs text-stone-500">
                % svc
              </span>
            </div>
          </div>
          {dineIn && serviceRatePercent === null ? (
            <p className="text-sm text-red-600">{INVALID_SERVICE_RATE}</p>
          ) : null}

          <TextField
            id={`${id}-notes`}
            label="Catatan pesanan"
            hideLabel
            placeholder="Catatan pesanan (opsional)"
            maxLength={500}
            value={draft.notes}
            onChange={(event) => update({ notes: event.target.value })}
            className="h-10"
          />

          <CartLines lines={lines} dispatch={dispatch} />
        </div>

        <div className="space-y-2 border-t border-stone-200 p-3">
          <TotalsSummary
            totals={totals}
            taxLabel={settings.taxLabel}
            serviceRatePercent={serviceRatePercent}
            showService={dineIn}
            showPackaging={draft.orderType === "Take Away"}
            totalOnlyOnPhone={!sheetOpen}
          />
          <div className="grid grid-cols-2 gap-2">
            <Button
              size="lg"
              variant="secondary"
              busy={busy === "quick"}
              // An edit saves changes only; paying is for a new order (or the payment at Ready).
              disabled={busy !== null || Boolean(editingOrder)}
              onClick={() => submit("quick")}
              icon={<Zap aria-hidden="true" className="size-4" />}
            >
              Bayar Pas
            </Button>
            <Button size="lg" busy={busy === "normal"} disabled={busy !== null} onClick={() => submit("normal")}>
              {editingOrder ? "Simpan" : "Buat Pesanan"}
            </Button>
          </div>
        </div>
      </aside>

      {optionProduct ? (
        <OptionModal
          product={optionProduct}
          onClose={() => setOptionProduct(null)}
          onAdd={(options: CartOption[], quantity) => {
            dispatch({ type: "add", product: optionProduct, options, quantity });
            setOptionProduct(null);
          }}
        />
      ) : null}
      <TablePickerModal
        open={pickingTable}
        tables={tables}
        selectedId={draft.table?._id ?? null}
        currentTable={editingOrder?.table?._id ? { _id: editingOrder.table._id, name: editingOrder.table.name } : null}
        onPick={(table) => {
          update({ table });
          setPickingTable(false);
        }}
        onClose={() => setPickingTable(false)}
      />
    </div>
  );
}

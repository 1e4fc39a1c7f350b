import { type OrderRecord, type PrintEvent, type PrinterRecord, printPlan } from "@kedai/shared";
import { encodeKitchenNote, encodeKitchenTicket, encodePaper } from "@kedai/shared/printing/escpos-documents";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { orderChanged, orderChangesMissed } from "../../../lib/order-changes";
import { tillOrderEvent } from "../../../lib/till-papers";
import { type MockRequest, mockApi } from "../../../test/fetch-mock";
import { testOrder } from "../../../test/orders";
import { renderWithQuery } from "../../../test/render-with-query";
import { DevicePrinters } from "./device-printers";
import { EPSON_USB, fakeTransports } from "./fake-transport";
import { CATCH_UP_MS, KitchenTicketMemory } from "./kitchen-ticket-memory";
import { devicePrintingIdle } from "./print-work";
import { AUTO_PRINT_KEYS, useAutoPrint, useDevicePrinting } from "./use-device-printing";

const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

const kitchenPrinter: PrinterRecord = {
  _id: "p-dapur",
  name: "Dapur USB",
  outlet: { _id: "loc-1", name: "Outlet Malang" },
  role: "kitchen",
  connection: { type: "device" },
  paperWidth: 80,
  orderQr: false,
  language: "esc-pos",
  anyAddress: false,
  status: null,
  createdAt: "2026-11-26T01:00:00.000Z",
};

/** An order of the outlet placed just now at another till. */
const placedNow = (overrides: Partial<OrderRecord>): OrderRecord => {
  const now = new Date().toISOString();
  return testOrder({ outlet: "loc-1", createdAt: now, updatedAt: now, ...overrides });
};

const leci = {
  _id: "oi-2",
  productId: "m-2",
  name: "Es Teh Leci",
  quantity: 1,
  basePrice: 12000,
  selectedOptions: [],
  finalPricePerItem: 12000,
  lineTotal: 12000,
  round: 2,
};

/**
 * The server as the kitchen device sees it: `orders` by id (GET /api/orders/{id}) and, as the
 * recent list, all of them.
 */
function fakeServer(orders: Map<string, OrderRecord>) {
  return mockApi({
    "GET /api/printers": { body: [kitchenPrinter] },
    "GET /api/orders": () => ({ body: { data: [...orders.values()], page: 1, limit: 500, total: orders.size } }),
    ...Object.fromEntries(
      ["o-1", "o-2", "o-3", "o-4", "o-5", "o-6"].map((id) => [
        `GET /api/orders/${id}`,
        () =>
          orders.has(id)
            ? { body: { data: orders.get(id) } }
            : { status: 404, body: { message: "Pesanan tidak ditemukan.", code: "NOT_FOUND" } },
      ]),
    ),
  });
}

/** The kitchen tablet's printing, and its kitchen switch as it reads it (so a test knows when it took effect). */
function KitchenDevice({ devices }: { devices: DevicePrinters }) {
  useDevicePrinting({ outletId: "loc-1", storeName: "Crepes", logoUrl: "" }, { devices, loadLogo: async () => null });
  const [kitchen] = useAutoPrint("kitchen");
  return <output>{`dapur ${kitchen ? "on" : "off"}`}</output>;
}

/** The kitchen tablet with its USB printer connected; what it printed. */
async function kitchenDevice() {
  const fakes = fakeTransports(EPSON_USB);
  const devices = new DevicePrinters({ transports: fakes.factory, canReopen: () => true });
  await devices.choose(kitchenPrinter._id, "usb");
  const view = renderWithQuery(<KitchenDevice devices={devices} />);
  return { fakes, view };
}

const listCalls = (calls: MockRequest[]) => calls.filter((call) => call.path === "/api/orders").length;

describe("a device kitchen printer prints every order of its outlet", () => {
  it("prints an order placed at another till once, then each round added to it alone; other outlets' and unpaid online orders stay out", async () => {
    const orders = new Map<string, OrderRecord>();
    const { calls } = fakeServer(orders);
    const { fakes } = await kitchenDevice();
    await waitFor(() => expect(listCalls(calls)).toBe(2));

    const order = placedNow({
      _id: "o-2",
      notes: "Tanpa gula",
      orderType: "Dine-In",
      table: { _id: "t-2", name: "Meja 2" },
    });
    orders.set("o-2", order);
    orderChanged("o-2");
    await waitFor(() => expect(fakes.printed()).toHaveLength(1));
    expect(fakes.printed()[0]).toEqual(encodeKitchenTicket(order, 80));
    expect(text(fakes.printed()[0])).toContain("Catatan: Tanpa gula");

    // Its status changes: nothing new for the kitchen.
    orders.set("o-2", { ...order, status: "Preparing" });
    orderChanged("o-2");
    await devicePrintingIdle();
    expect(fakes.printed()).toHaveLength(1);

    // A 'Tambahan': only the new round.
    const withRound = { ...order, items: [...order.items, leci], updatedAt: new Date().toISOString() };
    orders.set("o-2", withRound);
    orderChanged("o-2");
    await waitFor(() => expect(fakes.printed()).toHaveLength(2));
    expect(fakes.printed()[1]).toEqual(encodeKitchenTicket(withRound, 80, 2));
    expect(text(fakes.printed()[1])).toContain("Tambahan");
    expect(text(fakes.printed()[1])).not.toContain("Crepes Keju");

    // Moved to another table: a kitchen note naming the new one (the tickets said Meja 2).
    const moved = { ...withRound, table: { _id: "t-5", name: "Meja 5" }, updatedAt: new Date().toISOString() };
    orders.set("o-2", moved);
    orderChanged("o-2");
    await devicePrintingIdle();
    expect(fakes.printed()).toHaveLength(3);
    expect(fakes.printed()[2]).toEqual(encodeKitchenNote(moved, { kind: "table-moved", fromTable: "Meja 2" }, 80));
    expect(text(fakes.printed()[2])).toContain("PINDAH MEJA");
    expect(text(fakes.printed()[2])).toContain("Dari Meja 2");
    expect(text(fakes.printed()[2])).toContain("Ke Meja 5");

    // Another outlet's order, and an online order still waiting for its payment: not this kitchen's (yet).
    orders.set("o-3", placedNow({ _id: "o-3", outlet: "loc-2" }));
    orderChanged("o-3");
    const online = placedNow({ _id: "o-4", channel: "online", paymentStatus: "Pending" });
    orders.set("o-4", online);
    orderChanged("o-4");
    await devicePrintingIdle();
    expect(fakes.printed()).toHaveLength(3);
    // Paid: it reaches the kitchen.
    orders.set("o-4", { ...online, paymentStatus: "Paid", updatedAt: new Date().toISOString() });
    orderChanged("o-4");
    await waitFor(() => expect(fakes.printed()).toHaveLength(4));
    expect(fakes.printed()[3]).toEqual(encodeKitchenTicket(orders.get("o-4") as OrderRecord, 80));
  });

  it("after a reload catches up what it missed without printing anything twice; orders from before it began are not its", async () => {
    const orders = new Map<string, OrderRecord>();
    const { calls } = fakeServer(orders);
    const first = await kitchenDevice();
    await waitFor(() => expect(listCalls(calls)).toBe(2));
    orders.set("o-2", placedNow({ _id: "o-2" }));
    orderChanged("o-2");
    await waitFor(() => expect(first.fakes.printed()).toHaveLength(1));
    first.view.unmount();

    // While the page reloads: a new order at another till; and one placed minutes before this device began.
    const missed = placedNow({ _id: "o-5", orderId: "CREPES-1795467619999" });
    orders.set("o-5", missed);
    const beforeBegan = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    orders.set("o-6", testOrder({ _id: "o-6", outlet: "loc-1", createdAt: beforeBegan, updatedAt: beforeBegan }));
    const reloaded = await kitchenDevice();
    await waitFor(() => expect(reloaded.fakes.printed()).toHaveLength(1));
    expect(reloaded.fakes.printed()[0]).toEqual(encodeKitchenTicket(missed, 80));

    // The stream reopened after a gap (or the server's reset): looked over again, nothing new.
    orderChangesMissed();
    await waitFor(() => expect(listCalls(calls)).toBe(6));
    await devicePrintingIdle();
    expect(reloaded.fakes.printed()).toHaveLength(1);
  });

  it("prints an order placed at this till once, though the stream names it too; nothing with the switch off", async () => {
    const orders = new Map<string, OrderRecord>();
    const { calls } = fakeServer(orders);
    const { fakes } = await kitchenDevice();
    await waitFor(() => expect(listCalls(calls)).toBe(2));
    const mine = placedNow({ _id: "o-1" });
    orders.set("o-1", mine);
    tillOrderEvent(mine, { kind: "placed", at: Date.now(), moneyTakenNow: false });
    orderChanged("o-1");
    await waitFor(() => expect(fakes.printed()).toHaveLength(1));
    await devicePrintingIdle();
    expect(fakes.printed()).toHaveLength(1);

    localStorage.setItem(AUTO_PRINT_KEYS.kitchen, "off");
    window.dispatchEvent(new StorageEvent("storage"));
    await screen.findByText("dapur off");
    orders.set("o-2", placedNow({ _id: "o-2" }));
    orderChanged("o-2");
    await devicePrintingIdle();
    expect(fakes.printed()).toHaveLength(1);
  });
});

describe("the kitchen note of a move and a merge", () => {
  it.each([
    ["made at this till", true],
    ["made at another till (the live stream names the order)", false],
  ])(
    "%s prints on the device printer the bytes the server's network printers print for the same events, once",
    async (_, here) => {
      const orders = new Map<string, OrderRecord>();
      const { calls } = fakeServer(orders);
      const { fakes } = await kitchenDevice();
      await waitFor(() => expect(listCalls(calls)).toBe(2));
      const atTwo = placedNow({ _id: "o-1", orderType: "Dine-In", table: { _id: "t-2", name: "Meja 2" } });
      orders.set("o-1", atTwo);
      tillOrderEvent(atTwo, { kind: "placed", at: Date.now(), moneyTakenNow: false });
      await waitFor(() => expect(fakes.printed()).toHaveLength(1));

      // What the server's network printers print for an event: the policy's papers, by the shared encoder.
      const networkBytes = (event: PrintEvent, order: OrderRecord) =>
        printPlan(event, order, [kitchenPrinter]).map(({ paper }) =>
          encodePaper(paper, order, kitchenPrinter, { storeName: "" }),
        );
      /** The change as the tills hear of it: the one that made it from its answer, every till from the stream. */
      const changed = (order: OrderRecord, event: PrintEvent) => {
        orders.set("o-1", order);
        if (here) tillOrderEvent(order, event);
        orderChanged("o-1");
      };
      const later = new Date(Date.now() + 60_000).toISOString();
      const atFive = { ...atTwo, table: { _id: "t-5", name: "Meja 5" }, updatedAt: later };
      const moved: PrintEvent = { kind: "table-moved", at: Date.now(), fromTable: "Meja 2" };
      changed(atFive, moved);
      await waitFor(() => expect(fakes.printed()).toHaveLength(2));

      // Order o-2 (with a later round) joins o-1 at Meja 5: a note, not a 'Tambahan' of its lines.
      const fromSeven = { how: "merge", orderId: "CREPES-1790000000002", table: "Meja 7" } as const;
      const joined = { ...atFive, items: [...atFive.items, { ...leci, cameFrom: fromSeven }], updatedAt: later };
      const merged: PrintEvent = {
        kind: "merged",
        at: Date.now(),
        fromOrderId: fromSeven.orderId,
        fromTable: "Meja 7",
      };
      changed(joined, merged);
      await waitFor(() => expect(fakes.printed()).toHaveLength(3));
      orderChangesMissed(); // a reconnect looks at every order again: nothing new
      await waitFor(() => expect(listCalls(calls)).toBe(4));
      await devicePrintingIdle();

      const printed = fakes.printed();
      expect(printed).toHaveLength(3);
      expect(printed.slice(1)).toEqual([...networkBytes(moved, atFive), ...networkBytes(merged, joined)]);
      expect(text(printed[1] as Uint8Array)).toContain("Ke Meja 5");
      expect(text(printed[2] as Uint8Array)).toContain("GABUNG PESANAN");
      expect(text(printed[2] as Uint8Array)).toContain("#0002 dari Meja 7");
    },
  );

  it("prints no ticket for an order a split made at any till: its food is on the first order's ticket", async () => {
    const orders = new Map<string, OrderRecord>();
    const { calls } = fakeServer(orders);
    const { fakes } = await kitchenDevice();
    await waitFor(() => expect(listCalls(calls)).toBe(2));
    const first = placedNow({ _id: "o-1", orderType: "Dine-In", table: { _id: "t-2", name: "Meja 2" } });
    orders.set("o-1", first);
    orderChanged("o-1");
    await waitFor(() => expect(fakes.printed()).toHaveLength(1));

    const fromOne = { how: "split", orderId: first.orderId, table: "Meja 2" } as const;
    const splitOff = placedNow({
      _id: "o-2",
      orderType: "Dine-In",
      table: { _id: "t-2", name: "Meja 2" },
      items: first.items.map((item) => ({ ...item, _id: `${item._id}-b`, cameFrom: fromOne })),
    });
    orders.set("o-2", splitOff);
    orderChanged("o-2");
    // Its own 'Tambahan' later prints, alone.
    orders.set("o-2", { ...splitOff, items: [...splitOff.items, leci] });
    orderChanged("o-2");
    await waitFor(() => expect(fakes.printed()).toHaveLength(2));
    await devicePrintingIdle();
    expect(fakes.printed()).toHaveLength(2);
    const tambahan = text(fakes.printed()[1] as Uint8Array);
    expect(tambahan).toContain(" Tambahan ");
    expect(tambahan).toContain("1x Es Teh Leci");
    expect(tambahan).not.toContain(first.items[0]?.name);
  });
});

describe("KitchenTicketMemory", () => {
  it("prints a missed order when catching up soon enough; an older one is noted unprinted, its later rounds print", () => {
    let now = Date.parse("2026-11-26T10:00:00.000Z");
    const memory = new KitchenTicketMemory("loc-1", localStorage, () => now);
    now += 2 * CATCH_UP_MS;
    const at = (ms: number) => new Date(ms).toISOString();
    const recent = testOrder({ _id: "o-2", outlet: "loc-1", createdAt: at(now - 60_000), updatedAt: at(now - 60_000) });
    expect(memory.take(recent)).toEqual([{ kind: "reached-kitchen", at: now }]);
    const old = testOrder({
      _id: "o-3",
      outlet: "loc-1",
      createdAt: at(now - CATCH_UP_MS - 1),
      updatedAt: at(now - CATCH_UP_MS - 1),
    });
    expect(memory.take(old)).toEqual([]);
    expect(memory.take({ ...old, items: [...old.items, leci, { ...leci, round: 3 }], updatedAt: at(now) })).toEqual([
      { kind: "round-added", at: now, round: 2 },
      { kind: "round-added", at: now, round: 3 },
    ]);
  });

  it("prints an order another till took offline when it syncs, however long ago it was taken; never one this till took", () => {
    const now = Date.parse("2026-11-26T12:00:00.000Z");
    const memory = new KitchenTicketMemory("loc-1", localStorage, () => now - 60 * 60_000, "till-dapur");
    const at = (ms: number) => new Date(ms).toISOString();
    const takenTwoHoursAgo = (_id: string, deviceId: string) =>
      testOrder({
        _id,
        outlet: "loc-1",
        createdAt: at(now - 2 * 60 * 60_000),
        updatedAt: at(now - 2 * 60 * 60_000),
        offline: { deviceId, catalogVersion: 3, pricedWithVersion: 3, syncedAt: at(now - 60 * 60_000 + 1000) },
      });
    expect(memory.take(takenTwoHoursAgo("o-7", "till-kasir-2"))).toEqual([
      { kind: "reached-kitchen", at: now - 60 * 60_000 },
    ]);
    const mine = takenTwoHoursAgo("o-8", "till-dapur");
    expect(memory.take(mine)).toEqual([]);
    expect(memory.take({ ...mine, items: [...mine.items, leci] })).toEqual([
      { kind: "round-added", at: now - 60 * 60_000, round: 2 },
    ]);
  });
});

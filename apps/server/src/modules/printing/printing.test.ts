import { randomUUID } from "node:crypto";
import {
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderRecord,
  type PrintEvent,
  type PrinterInput,
  type PrinterRecord,
  printPlan,
} from "@kedai/shared";
import { encodePaper } from "@kedai/shared/printing/escpos-documents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createLocation,
  createOption,
  createOptionGroup,
  createProduct,
  createRegisterSession,
  createStaffUser,
  createTable,
} from "../../../test/factories";
import { closedPort, FakePrinter } from "../../../test/fake-printer";
import { halfBlackPng } from "../../../test/logo-pictures";
import { useTestApp } from "../../../test/test-app";
import { tillsQueuedBehind } from "../../../test/till-rush";
import { recordOrderEvent } from "../events/order-events";
import { getSettings, saveSettings } from "../settings/settings.service";

const { ctx, db, clients, accounts } = useTestApp({
  login: { admin: "admin", manager: "manager", cashier: "cashier" },
});

const DRAWER_PULSE = Buffer.from([0x1b, 0x70, 0x00]);
const CUT = Buffer.from([0x1d, 0x56]);
/** ESC * 33: a stripe of a picture (the logo). */
const IMAGE_STRIPE = Buffer.from([0x1b, 0x2a, 0x21]);
const printed = (job: Buffer) => job.toString("latin1");

const kitchen = new FakePrinter();
const counter = new FakePrinter();
let outletId = "";
let sessionId = "";
let waiterId = "";
let kitchenPrinter: PrinterRecord;
let receiptPrinter: PrinterRecord;

const network = (port: number) => ({ type: "network" as const, host: "127.0.0.1", port });

async function addPrinter(body: Omit<PrinterInput, "outlet">): Promise<PrinterRecord> {
  const response = await clients.manager.post("/api/printers", { outlet: outletId, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  const [kitchenPort, counterPort] = [await kitchen.start(), await counter.start()];
  outletId = (await createLocation(db(), { name: "Outlet Cetak" })).id;
  sessionId = (await createRegisterSession(db(), { cashierId: accounts.cashier.id, locationId: outletId })).id;
  waiterId = (await createStaffUser(db(), { role: "staff" })).id;
  kitchenPrinter = await addPrinter({
    name: "Dapur",
    role: "kitchen",
    connection: network(kitchenPort),
    paperWidth: 58,
  });
  receiptPrinter = await addPrinter({
    name: "Kasir Depan",
    role: "receipt",
    connection: network(counterPort),
    paperWidth: 80,
    orderQr: true,
  });
});

afterAll(async () => {
  await Promise.all([kitchen.stop(), counter.stop()]);
});

async function crepeWithCheese() {
  const cheese = await createOption(db(), { name: "Keju Ekstra", price: 5000 });
  const group = await createOptionGroup(db(), { optionIds: [cheese.id] });
  return createProduct(db(), { name: "Crepe Coklat", price: 25000, groupIds: [group.id] });
}

async function placeOrder(body: object = {}): Promise<OrderRecord> {
  const crepe = await crepeWithCheese();
  const response = await clients.cashier.post(
    "/api/orders",
    {
      waiter: waiterId,
      orderType: ORDER_TYPE.TakeAway,
      items: [{ productId: crepe.id, quantity: 2, selectedOptions: [{ name: "Keju Ekstra", price: 5000 }] }],
      notes: "Satu tanpa gula",
      ...body,
    },
    { headers: { "idempotency-key": randomUUID() } },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const moveTo = (order: OrderRecord, status: string) =>
  clients.cashier.put(`/api/orders/${order._id}/status`, { status });

describe("printers at the outlet (API)", () => {
  it("lets admins and managers set printers up, the till read them, and refuses a bad address in Indonesian", async () => {
    const list = await clients.cashier.get(`/api/printers?outlet=${outletId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((printer: PrinterRecord) => printer.name)).toEqual(["Dapur", "Kasir Depan"]);

    const byCashier = await clients.cashier.post("/api/printers", {
      outlet: outletId,
      name: "Liar",
      role: "kitchen",
      connection: { type: "device" },
      paperWidth: 58,
    });
    expect(byCashier.statusCode).toBe(403);

    const refused = async (change: object, message: RegExp) => {
      const body = { outlet: outletId, name: "Salah", role: "kitchen", connection: { type: "device" }, paperWidth: 58 };
      const response = await clients.admin.post("/api/printers", { ...body, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    };
    await refused(
      { connection: { type: "network", host: "http://printer/", port: 9100 } },
      /Alamat IP printer tidak valid/,
    );
    await refused({ paperWidth: 76 }, /58 atau 80 mm/);
    await refused({ outlet: randomUUID() }, /Outlet printer tidak ditemukan/);
  });

  it("prints a test page on a network printer", async () => {
    const response = await clients.admin.post(`/api/printers/${kitchenPrinter._id}/test`);
    expect(response.statusCode, response.body).toBe(200);
    expect(printed(await kitchen.nextJob())).toContain("TES PRINTER");
  });

  it("delivers the kitchen ticket of a placed order with its items, options and notes, and nothing to the till's printer", async () => {
    const order = await placeOrder();
    const ticket = await kitchen.nextJob();
    for (const text of [
      `#${order.orderId.slice(-4)}`,
      "Take Away",
      "2x Crepe Coklat",
      "+ Keju Ekstra",
      "Satu tanpa gula",
    ]) {
      expect(printed(ticket)).toContain(text);
    }
    expect(ticket.includes(CUT)).toBe(true);
    expect(ticket.includes(DRAWER_PULSE)).toBe(false);
    await ctx.app.printing.queue.idle();
    expect(counter.untaken).toBe(0);
  });

  it("delivers the receipt with a drawer pulse when a cash payment completes the order", async () => {
    const order = await placeOrder();
    await kitchen.nextJob();
    expect((await moveTo(order, ORDER_STATUS.Preparing)).statusCode).toBe(200);
    expect((await moveTo(order, ORDER_STATUS.Ready)).statusCode).toBe(200);
    const paid = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 100000 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const total = paid.json().data.totalAmount as number;

    const receipt = await counter.nextJob();
    const text = printed(receipt);
    expect(text).toContain(order.orderId);
    expect(text).toContain("2x Crepe Coklat");
    expect(text).toContain(`Rp ${total.toLocaleString("id-ID")}`);
    expect(text).toContain("Kembalian");
    expect(receipt.includes(DRAWER_PULSE)).toBe(true);
    expect(receipt.includes(CUT)).toBe(true);
    expect(receipt.indexOf(DRAWER_PULSE)).toBeLessThan(receipt.lastIndexOf(CUT));

    // 'Cetak ulang' prints the receipt again, without opening the drawer a second time.
    const again = await clients.cashier.post(`/api/orders/${order._id}/print`, { document: "receipt" });
    expect(again.statusCode, again.body).toBe(200);
    const copy = await counter.nextJob();
    expect(printed(copy)).toContain(order.orderId);
    expect(copy.includes(DRAWER_PULSE)).toBe(false);
  });

  it("opens the drawer only within 20 s of the cash: a receipt that waited in its printer's queue prints without the pulse", async () => {
    const order = await placeOrder();
    await kitchen.nextJob();
    expect((await moveTo(order, ORDER_STATUS.Preparing)).statusCode).toBe(200);
    expect((await moveTo(order, ORDER_STATUS.Ready)).statusCode).toBe(200);
    // The counter printer is busy (a paper in front of this one that takes its time).
    let release = () => {};
    const busy = new Promise<void>((resolve) => {
      release = resolve;
    });
    ctx.app.printing.queue.enqueue(receiptPrinter._id, () => busy);
    const paid = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 100000 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // 40 s later on the printing's clock the printer is free again.
    const realNow = ctx.app.printing.now;
    ctx.app.printing.now = () => Date.now() + 40_000;
    try {
      release();
      const receipt = await counter.nextJob();
      expect(printed(receipt)).toContain(order.orderId);
      expect(printed(receipt)).toContain("Kembalian");
      expect(receipt.includes(DRAWER_PULSE)).toBe(false);
    } finally {
      ctx.app.printing.now = realNow;
    }
  });

  it("prints the store's logo from the settings above the receipt's heading", async () => {
    const logoUrl = await ctx.app.images.save(halfBlackPng(48, 24));
    await saveSettings(db(), { ...(await getSettings(db())), companyName: "Crepes Logo", logoUrl });
    try {
      const order = await placeOrder();
      await kitchen.nextJob();
      expect((await moveTo(order, ORDER_STATUS.Preparing)).statusCode).toBe(200);
      expect((await moveTo(order, ORDER_STATUS.Ready)).statusCode).toBe(200);
      const paid = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
        paymentDetails: { method: "QRIS", amountPaid: order.totalAmount },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const receipt = await counter.nextJob();
      const picture = receipt.indexOf(IMAGE_STRIPE);
      expect(picture).toBeGreaterThan(0);
      expect(picture).toBeLessThan(receipt.indexOf("CREPES LOGO"));
      // Not cash: no drawer pulse.
      expect(receipt.includes(DRAWER_PULSE)).toBe(false);
    } finally {
      await saveSettings(db(), { ...(await getSettings(db())), companyName: "", logoUrl: "" });
    }
  });

  it("prints only the added lines, marked 'Tambahan', when an edit adds a round; a split receipt lists each payment", async () => {
    const order = await placeOrder({ orderType: ORDER_TYPE.DineIn });
    await kitchen.nextJob();
    expect((await moveTo(order, ORDER_STATUS.Preparing)).statusCode).toBe(200);
    const tea = await createProduct(db(), { name: "Teh Tarik", price: 8000 });
    const edited = await clients.cashier.put(`/api/orders/${order._id}`, {
      items: [
        { productId: order.items[0].productId, quantity: 2, selectedOptions: [{ name: "Keju Ekstra" }] },
        { productId: tea.id, quantity: 1 },
      ],
      orderInfo: { orderType: ORDER_TYPE.DineIn, waiter: waiterId, notes: "Satu tanpa gula" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const added = printed(await kitchen.nextJob());
    expect(added).toContain(`#${order.orderId.slice(-4)}`);
    expect(added).toContain("Tambahan");
    expect(added).toContain("1x Teh Tarik");
    expect(added).not.toContain("Crepe Coklat");
    // An edit that adds nothing prints nothing.
    const same = await clients.cashier.put(`/api/orders/${order._id}`, {
      items: [
        { productId: order.items[0].productId, quantity: 2, selectedOptions: [{ name: "Keju Ekstra" }] },
        { productId: tea.id, quantity: 1 },
      ],
      orderInfo: { orderType: ORDER_TYPE.DineIn, waiter: waiterId },
    });
    expect(same.statusCode, same.body).toBe(200);
    await ctx.app.printing.queue.idle();
    expect(kitchen.untaken).toBe(0);

    expect((await moveTo(order, ORDER_STATUS.Ready)).statusCode).toBe(200);
    const total = (same.json().data as OrderRecord).totalAmount;
    const paid = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      payments: [
        { method: "QRIS", amount: total - 10000 },
        { method: "Cash", amount: 20000 },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = await counter.nextJob();
    expect(printed(receipt)).toContain("Bayar (QRIS)");
    expect(printed(receipt)).toContain("Bayar (Cash)");
    // Cash was taken: the drawer opens.
    expect(receipt.includes(DRAWER_PULSE)).toBe(true);
  });

  it("prints the receipt of a cash payment a till took offline when it arrives, without opening the drawer", async () => {
    const order = await placeOrder();
    await kitchen.nextJob();
    expect((await moveTo(order, ORDER_STATUS.Preparing)).statusCode).toBe(200);
    expect((await moveTo(order, ORDER_STATUS.Ready)).statusCode).toBe(200);
    const synced = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 100000 },
      offline: { takenAt: new Date().toISOString(), deviceId: "till-cetak" },
    });
    expect(synced.statusCode, synced.body).toBe(200);

    const receipt = await counter.nextJob();
    expect(printed(receipt)).toContain(order.orderId);
    expect(receipt.includes(DRAWER_PULSE)).toBe(false);
  });

  it("prints for the same events the same bytes as the till's device printers: the ticket, a 'Tambahan', a note with the new table after a move, and a merge's note", async () => {
    const [two, five] = [await createTable(db(), { name: "Meja 2" }), await createTable(db(), { name: "Meja 5" })];
    const order = await placeOrder({ orderType: ORDER_TYPE.DineIn, table: two.id });
    // What a till's device kitchen printer of the same roll makes of the same event and order.
    const tillBytes = async (event: PrintEvent, id = order._id) => {
      const now = (await clients.cashier.get(`/api/orders/${id}`)).json().data as OrderRecord;
      const [planned] = printPlan(event, now, [{ ...kitchenPrinter, role: "kitchen" as const }]);
      return Buffer.from(encodePaper(planned.paper, now, kitchenPrinter, { storeName: "" }));
    };
    const at = Date.now();
    expect(await kitchen.nextJob()).toEqual(await tillBytes({ kind: "placed", at, moneyTakenNow: true }));

    const tea = await createProduct(db(), { name: "Teh Tarik", price: 8000 });
    const edited = await clients.cashier.put(`/api/orders/${order._id}`, {
      items: [
        { productId: order.items[0].productId, quantity: 2, selectedOptions: [{ name: "Keju Ekstra" }] },
        { productId: tea.id, quantity: 1 },
      ],
      orderInfo: { orderType: ORDER_TYPE.DineIn, waiter: waiterId, table: two.id, notes: "Satu tanpa gula" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await kitchen.nextJob()).toEqual(await tillBytes({ kind: "round-added", at, round: 2 }));

    const moved = await clients.cashier.put(`/api/orders/${order._id}/table`, {
      table: five.id,
      updatedAt: (edited.json().data as OrderRecord).updatedAt,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const note = await kitchen.nextJob();
    expect(note).toEqual(await tillBytes({ kind: "table-moved", at, fromTable: "Meja 2" }));
    expect(printed(note)).toContain("PINDAH MEJA");
    expect(printed(note)).toContain("Dari Meja 2");
    expect(printed(note)).toContain("Ke Meja 5");

    // Another table's order joins it: the note names where its food goes now, as the till's does.
    const seven = await createTable(db(), { name: "Meja 7" });
    const other = await placeOrder({ orderType: ORDER_TYPE.DineIn, table: seven.id });
    await kitchen.nextJob();
    const into = (await clients.cashier.get(`/api/orders/${order._id}`)).json().data as OrderRecord;
    const merged = await clients.cashier.post(`/api/orders/${order._id}/merge`, {
      from: other._id,
      updatedAt: into.updatedAt,
      fromUpdatedAt: other.updatedAt,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const mergeNote = await kitchen.nextJob();
    expect(mergeNote).toEqual(await tillBytes({ kind: "merged", at, fromOrderId: other.orderId, fromTable: "Meja 7" }));
    expect(printed(mergeNote)).toContain("GABUNG PESANAN");
    // The kitchen's papers only: nothing on the till's receipt printer.
    await ctx.app.printing.queue.idle();
    expect(counter.untaken).toBe(0);
  });

  it("prints the kitchen ticket of an order a till took offline once, though the till sends it again (its answer lost)", async () => {
    const crepe = await crepeWithCheese();
    const catalog = (await clients.cashier.get("/api/orders/catalog")).json();
    const key = randomUUID();
    const body = {
      waiter: waiterId,
      orderType: ORDER_TYPE.TakeAway,
      items: [{ productId: crepe.id, quantity: 1 }],
      offline: { takenAt: new Date().toISOString(), catalogVersion: catalog.version, deviceId: "till-cetak" },
    };
    const first = await clients.cashier.post("/api/orders", body, { headers: { "idempotency-key": key } });
    expect(first.statusCode, first.body).toBe(201);
    const again = await clients.cashier.post("/api/orders", body, { headers: { "idempotency-key": key } });
    expect(again.statusCode, again.body).toBe(200);
    expect(printed(await kitchen.nextJob())).toContain(`#${first.json().data.orderId.slice(-4)}`);
    await ctx.app.printing.queue.idle();
    expect(kitchen.untaken).toBe(0);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    "at rush hour on the embedded database, a kitchen ticket's reads go ahead of the tills' work queued before it",
    async () => {
      const order = await placeOrder();
      await kitchen.nextJob();
      const { tills } = await tillsQueuedBehind(
        db(),
        (tx) =>
          recordOrderEvent(
            tx,
            { type: "updated", orderId: order._id, status: order.status },
            { outlet: outletId, print: { kind: "reached-kitchen", at: Date.now() } },
          ),
        async () => Date.now(),
      );
      await kitchen.nextJob();
      const ticketAt = Date.now();
      // In arrival order the ticket would wait for all twenty.
      expect(ticketAt).toBeLessThan(Math.max(...(await tills)));
    },
  );

  it("places the order when the kitchen printer does not answer, and says which printer failed", async () => {
    const off = await clients.admin.put(`/api/printers/${kitchenPrinter._id}`, {
      outlet: outletId,
      name: "Dapur",
      role: "kitchen",
      connection: network(await closedPort()),
      paperWidth: 58,
    });
    expect(off.statusCode, off.body).toBe(200);

    const order = await placeOrder();
    expect(order.status).toBe(ORDER_STATUS.New);
    await ctx.app.printing.queue.idle();

    const [status] = (await clients.cashier.get(`/api/printers?outlet=${outletId}`))
      .json()
      .filter((printer: PrinterRecord) => printer._id === kitchenPrinter._id)
      .map((printer: PrinterRecord) => printer.status);
    expect(status).toMatchObject({ ok: false });
    expect(status.message).toContain(`Tiket dapur #${order.orderId.slice(-4)} tidak tercetak`);
    expect(status.message).toContain('Printer "Dapur"');
    expect(status.message).toContain("tidak menjawab");

    const reprint = await clients.cashier.post(`/api/orders/${order._id}/print`, { document: "kitchen" });
    expect(reprint.statusCode).toBe(502);
    expect(reprint.json()).toMatchObject({ code: "PRINTER_UNREACHABLE" });
    expect(reprint.json().message).toContain('Printer "Dapur"');

    const test = await clients.admin.post(`/api/printers/${kitchenPrinter._id}/test`);
    expect(test.statusCode).toBe(502);
  });

  it("prints the shift report on the receipt printer when the register closes", async () => {
    const closed = await clients.cashier.put(`/api/register/close/${sessionId}`, { closingBalance: 100000 });
    expect(closed.statusCode, closed.body).toBe(200);
    const text = printed(await counter.nextJob());
    for (const line of ["LAPORAN SHIFT", "Outlet Cetak", "Kas Seharusnya", "Pesanan Masih Terbuka"]) {
      expect(text).toContain(line);
    }
  });

  it("deletes a printer", async () => {
    // A printer keeps its papers still queued (the shift report above may still be on its way).
    await ctx.app.printing.queue.idle();
    const response = await clients.admin.delete(`/api/printers/${receiptPrinter._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Printer "Kasir Depan" telah dihapus.');
  });
});

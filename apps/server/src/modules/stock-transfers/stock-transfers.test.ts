import { randomUUID } from "node:crypto";
import type { StockMovementRecord, StockTransferRecord } from "@kedai/shared";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocation, createStockItem, createUnit } from "../../../test/factories";
import { ledgerMismatches, levelOf as levelOfIn } from "../../../test/stock-ledger";
import { useTestApp } from "../../../test/test-app";
import { auditEvents, locations, stockMovements, stockTransferItems, stockTransfers, suppliers } from "../../db/schema";

/**
 * Stock transfers (docs/decisions/0030-stock-transfers.md): sent stock leaves `from` at once,
 * arrives at `to` only when received (as much as arrived), goes back to `from` when cancelled.
 */
const { db, clients, loginAs } = useTestApp({ login: { admin: "admin", manager: "manager" } });
let outletA: { id: string; name: string };
let outletB: { id: string; name: string };
let headOfficeId: string;
let supplierId: string;

beforeAll(async () => {
  outletA = await createLocation(db(), { name: "Outlet Braga" });
  outletB = await createLocation(db(), { name: "Outlet Dago" });
  [{ id: headOfficeId }] = await db().select().from(locations).where(eq(locations.kind, "head_office"));
  [{ id: supplierId }] = await db().insert(suppliers).values({ name: "CV Gudang", phone: "0221234567" }).returning();
});

const levelOf = (stockItemId: string, locationId: string) => levelOfIn(db(), stockItemId, locationId);

/** An item bought into head office: `quantity` there, nothing anywhere else. */
async function boughtIntoHeadOffice(name: string, quantity: number, unitId?: string) {
  const item = await createStockItem(db(), { name, quantityInStock: 0, ...(unitId && { unitId }) });
  const purchase = await clients.admin.post("/api/purchases", {
    supplier: supplierId,
    purchaseDate: "2026-11-20",
    items: [{ stockItem: item.id, quantity, purchasePrice: 15000 }],
  });
  expect(purchase.statusCode, purchase.body).toBe(201);
  return item;
}

async function send(body: Record<string, unknown>) {
  const response = await clients.admin.post("/api/stock-transfers", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as StockTransferRecord;
}

const writtenRows = async () => ({
  transfers: (await db().select({ n: count() }).from(stockTransfers))[0].n,
  lines: (await db().select({ n: count() }).from(stockTransferItems))[0].n,
  movements: (await db().select({ n: count() }).from(stockMovements))[0].n,
});

describe("stock transfers", () => {
  it("refuses a receipt above what was sent (0,5 g sent, 1e12 g typed): 400 naming the line, nothing received", async () => {
    const sugar = await boughtIntoHeadOffice("Gula Halus Transfer", 2, (await createUnit(db(), { name: "g" })).id);
    const salt = await boughtIntoHeadOffice("Garam Transfer", 5);
    const transfer = await send({
      from: headOfficeId,
      to: outletA.id,
      items: [
        { stockItem: salt.id, quantity: 1 },
        { stockItem: sugar.id, quantity: 0.5 },
      ],
    });
    const before = await writtenRows();
    for (const typed of [1e12, 0.5001]) {
      const refused = await clients.manager.put(`/api/stock-transfers/${transfer._id}/receive`, {
        items: [
          { stockItem: salt.id, quantity: 1 },
          { stockItem: sugar.id, quantity: typed },
        ],
      });
      expect(refused.statusCode).toBe(400);
      const message =
        "Jumlah diterima Gula Halus Transfer melebihi yang dikirim (0,5 g). Kelebihan dicatat terpisah lewat Penyesuaian Stok.";
      expect(refused.json()).toMatchObject({ code: "VALIDATION", message, fields: { "items.1.quantity": message } });
    }
    expect(await levelOf(sugar.id, outletA.id)).toBe(0);
    expect(await writtenRows()).toEqual(before);
    expect((await clients.admin.get(`/api/stock-transfers/${transfer._id}`)).json().status).toBe("Dikirim");

    // All that was sent is fine, and so is less.
    const received = await clients.manager.put(`/api/stock-transfers/${transfer._id}/receive`, {
      items: [
        { stockItem: salt.id, quantity: 0.75 },
        { stockItem: sugar.id, quantity: 0.5 },
      ],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await levelOf(sugar.id, outletA.id)).toBe(0.5);
  });

  it("takes sent stock from head office at once and adds what arrived to the outlet when received", async () => {
    const flour = await boughtIntoHeadOffice("Tepung Transfer", 25);
    const transfer = await send({
      from: headOfficeId,
      to: outletB.id,
      items: [{ stockItem: flour.id, quantity: 10 }],
      notes: "Kiriman Senin",
    });
    expect(transfer).toMatchObject({
      status: "Dikirim",
      from: { _id: headOfficeId, name: "Gudang Pusat" },
      to: { _id: outletB.id, name: "Outlet Dago" },
      notes: "Kiriman Senin",
      items: [{ stockItem: { _id: flour.id, name: "Tepung Transfer" }, sentQuantity: 10, receivedQuantity: null }],
      sent: { byName: expect.any(String) },
      received: null,
    });
    expect(await levelOf(flour.id, headOfficeId)).toBe(15);
    expect(await levelOf(flour.id, outletB.id)).toBe(0);

    const received = await clients.manager.put(`/api/stock-transfers/${transfer._id}/receive`, {
      items: [{ stockItem: flour.id, quantity: 9.5 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({
      status: "Diterima",
      items: [{ sentQuantity: 10, receivedQuantity: 9.5, difference: 0.5 }],
      received: { byName: expect.any(String), at: expect.any(String) },
    });
    expect(await levelOf(flour.id, headOfficeId)).toBe(15);
    expect(await levelOf(flour.id, outletB.id)).toBe(9.5);

    // The difference is on the audit log: stock lost between two places.
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.entityId, transfer._id));
    expect(audit).toMatchObject({
      action: "stock_transfer.received_short",
      label: "Gudang Pusat → Outlet Dago",
      before: { "Tepung Transfer": { quantity: 10, unit: expect.any(String) } },
      after: { "Tepung Transfer": { quantity: 9.5, unit: expect.any(String) } },
    });

    // Once only.
    const again = await clients.admin.put(`/api/stock-transfers/${transfer._id}/receive`, {
      items: [{ stockItem: flour.id, quantity: 10 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Transfer ini sudah diterima atau dibatalkan.");
    expect(await levelOf(flour.id, outletB.id)).toBe(9.5);

    const card = (await clients.admin.get(`/api/stock/${flour.id}/movements`)).json().data as StockMovementRecord[];
    expect(card.slice(0, 2).map((m) => [m.reason, m.location.name, m.quantity, m.reference?.label])).toEqual([
      ["transfer_in", "Outlet Dago", 9.5, "Gudang Pusat"],
      ["transfer_out", "Gudang Pusat", -10, "Outlet Dago"],
    ]);

    const one = await clients.admin.get(`/api/stock-transfers/${transfer._id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().items[0].stockItem.unit).not.toBe("");
  });

  it("cancels a transfer on its way: the stock goes back where it came from, and it can no longer be received", async () => {
    const milk = await createStockItem(db(), { name: "Susu Transfer", quantityInStock: 8 }, { at: outletA.id });
    const transfer = await send({ from: outletA.id, to: outletB.id, items: [{ stockItem: milk.id, quantity: 3.25 }] });
    expect(await levelOf(milk.id, outletA.id)).toBe(4.75);
    const cancelled = await clients.admin.put(`/api/stock-transfers/${transfer._id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: "Dibatalkan", cancelled: { byName: expect.any(String) } });
    expect(await levelOf(milk.id, outletA.id)).toBe(8);
    expect(await levelOf(milk.id, outletB.id)).toBe(0);
    const receive = await clients.admin.put(`/api/stock-transfers/${transfer._id}/receive`, {
      items: [{ stockItem: milk.id, quantity: 3.25 }],
    });
    expect(receive.statusCode).toBe(409);
    expect((await clients.admin.put(`/api/stock-transfers/${transfer._id}/cancel`)).statusCode).toBe(409);
    expect(await levelOf(milk.id, outletA.id)).toBe(8);
  });

  it("receives a transfer once when two receipts arrive together", async () => {
    const butter = await boughtIntoHeadOffice("Mentega Transfer", 10);
    const transfer = await send({ from: headOfficeId, to: outletA.id, items: [{ stockItem: butter.id, quantity: 4 }] });
    const receipt = { items: [{ stockItem: butter.id, quantity: 4 }] };
    const answers = await Promise.all([
      clients.admin.put(`/api/stock-transfers/${transfer._id}/receive`, receipt),
      clients.manager.put(`/api/stock-transfers/${transfer._id}/receive`, receipt),
      clients.admin.put(`/api/stock-transfers/${transfer._id}/cancel`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const [won] = answers.filter((answer) => answer.statusCode === 200);
    // Whichever came first, the stock is exactly where that one put it.
    const atA = won.json().data.status === "Diterima" ? 4 : 0;
    expect(await levelOf(butter.id, outletA.id)).toBe(atA);
    expect(await levelOf(butter.id, headOfficeId)).toBe(10 - 4 + (4 - atA));
  });

  it("refuses to send more than the sending location holds, naming the item, and writes nothing", async () => {
    const sugar = await boughtIntoHeadOffice("Gula Transfer", 2);
    const before = await writtenRows();
    const refused = await clients.admin.post("/api/stock-transfers", {
      from: headOfficeId,
      to: outletA.id,
      items: [{ stockItem: sugar.id, quantity: 2.5 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Stok Gudang Pusat tidak cukup untuk dikirim: Gula Transfer.");
    expect(await writtenRows()).toEqual(before);
    expect(await levelOf(sugar.id, headOfficeId)).toBe(2);
  });

  it("refuses bad input with an Indonesian 4xx and writes nothing", async () => {
    const salt = await boughtIntoHeadOffice("Garam Transfer", 10);
    const line = [{ stockItem: salt.id, quantity: 1 }];
    const before = await writtenRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ from: headOfficeId, to: headOfficeId, items: line }, "Lokasi tujuan harus berbeda dari lokasi asal."],
      [{ from: randomUUID(), to: outletA.id, items: line }, "Lokasi yang dipilih tidak ditemukan"],
      [{ from: headOfficeId, to: "bukan-id", items: line }, "Lokasi yang dipilih tidak ditemukan"],
      [{ from: headOfficeId, to: outletA.id, items: [{ stockItem: randomUUID(), quantity: 1 }] }, "Item stok"],
      [{ from: headOfficeId, to: outletA.id, items: [{ stockItem: "x", quantity: 1 }] }, "Item stok"],
      [{ from: headOfficeId, to: outletA.id, items: [{ stockItem: salt.id, quantity: 0 }] }, "lebih dari 0"],
      [{ from: headOfficeId, to: outletA.id, items: [{ stockItem: salt.id, quantity: -1 }] }, "lebih dari 0"],
      [{ from: headOfficeId, to: outletA.id, items: [] }, "setidaknya satu item"],
      [{ from: headOfficeId, to: outletA.id, items: [...line, ...line] }, "hanya boleh muncul sekali"],
    ];
    for (const [body, message] of cases) {
      const answer = await clients.admin.post("/api/stock-transfers", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toContain(message);
    }

    const transfer = await send({ from: headOfficeId, to: outletA.id, items: line });
    const afterSend = await writtenRows();
    const receipts: [unknown, number][] = [
      [{ items: [{ stockItem: salt.id, quantity: -0.5 }] }, 400],
      [{ items: [] }, 400],
      [{ items: [{ stockItem: randomUUID(), quantity: 1 }] }, 400],
      [
        {
          items: [
            { stockItem: salt.id, quantity: 1 },
            { stockItem: randomUUID(), quantity: 1 },
          ],
        },
        400,
      ],
    ];
    for (const [body, status] of receipts) {
      const answer = await clients.admin.put(`/api/stock-transfers/${transfer._id}/receive`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().message).toMatch(/[a-z]/);
    }
    for (const id of ["bukan-id", randomUUID()]) {
      const missing = await clients.admin.put(`/api/stock-transfers/${id}/receive`, { items: line });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("Transfer stok tidak ditemukan.");
      expect((await clients.admin.get(`/api/stock-transfers/${id}`)).statusCode).toBe(404);
    }
    expect(await writtenRows()).toEqual(afterSend);
    expect(afterSend).toEqual({
      transfers: before.transfers + 1,
      lines: before.lines + 1,
      movements: before.movements + 1,
    });
    const [{ status }] = await db().select().from(stockTransfers).where(eq(stockTransfers.id, transfer._id));
    expect(status).toBe("Dikirim");
  });

  it("lists transfers newest first, by either end and by status", async () => {
    const egg = await boughtIntoHeadOffice("Telur Transfer", 20);
    const first = await send({ from: headOfficeId, to: outletA.id, items: [{ stockItem: egg.id, quantity: 1 }] });
    const second = await send({ from: headOfficeId, to: outletB.id, items: [{ stockItem: egg.id, quantity: 2 }] });
    await clients.admin.put(`/api/stock-transfers/${second._id}/receive`, {
      items: [{ stockItem: egg.id, quantity: 2 }],
    });
    const all = (await clients.admin.get("/api/stock-transfers")).json();
    const ids = all.data.map((t: StockTransferRecord) => t._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    const atA = (await clients.admin.get(`/api/stock-transfers?location=${outletA.id}`)).json().data;
    expect(atA.every((t: StockTransferRecord) => t.from._id === outletA.id || t.to._id === outletA.id)).toBe(true);
    expect(atA.map((t: StockTransferRecord) => t._id)).toContain(first._id);
    const received = (await clients.admin.get("/api/stock-transfers?status=Diterima")).json();
    expect(received.data.map((t: StockTransferRecord) => t.status)).toEqual(
      Array(received.data.length).fill("Diterima"),
    );
    expect(received.data.map((t: StockTransferRecord) => t._id)).toContain(second._id);
    const paged = (await clients.admin.get("/api/stock-transfers?limit=1&page=2")).json();
    expect(paged).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(paged.data).toHaveLength(1);
    // A full receipt writes no audit row.
    expect(await db().select().from(auditEvents).where(eq(auditEvents.entityId, second._id))).toEqual([]);
  });

  it("is refused to cashiers, staff and customers", async () => {
    for (const kind of ["cashier", "staff", "customer"] as const) {
      const client = await loginAs(kind);
      expect((await client.get("/api/stock-transfers")).statusCode).toBe(403);
      const sent = await client.post("/api/stock-transfers", { from: headOfficeId, to: outletA.id, items: [] });
      expect(sent.statusCode).toBe(403);
    }
  });

  it("keeps every level equal to its location's movements and every total equal to its levels", async () => {
    expect(await ledgerMismatches(db())).toEqual({ levels: [], totals: [] });
  });
});

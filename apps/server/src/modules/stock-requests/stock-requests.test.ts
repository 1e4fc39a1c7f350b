import type { StockRequestRecord } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createStockItem } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";
import { customers, stockItems, stockMovements } from "../../db/schema";

const {
  ctx,
  db,
  accounts,
  clients: { admin, manager, cashier, member, otherMember, customer },
} = useTestApp({
  login: {
    admin: "admin",
    manager: "manager",
    cashier: "cashier",
    member: "franchise",
    otherMember: "franchise",
    customer: "customer",
  },
});

beforeAll(async () => {
  await db()
    .update(customers)
    .set({ name: "Budi Mitra", outletName: "Kedai Bandung" })
    .where(eq(customers.id, accounts.member.id));
});

const quantityOf = async (id: string) =>
  (await db().select().from(stockItems).where(eq(stockItems.id, id)))[0].quantityInStock;

/** A member's request for 3 of one item and 2 of another, each with 10 in head office's stock. */
async function newRequest(client = member) {
  const flour = await createStockItem(db(), { quantityInStock: 10 });
  const milk = await createStockItem(db(), { quantityInStock: 10 });
  const response = await client.post("/api/stock-requests", {
    items: [
      { stockItem: flour.id, quantity: 3 },
      { stockItem: milk.id, quantity: 2 },
    ],
    notes: "Untuk akhir pekan",
  });
  expect(response.statusCode, response.body).toBe(201);
  return { flour, milk, request: response.json().data as StockRequestRecord };
}

const move = (request: { _id: string }, body: Record<string, unknown>, client = admin) =>
  client.put(`/api/stock-requests/${request._id}/status`, body);

describe("POST /api/stock-requests", () => {
  it("records the member's request as Diajukan with their name and outlet", async () => {
    const { flour, request } = await newRequest();
    expect(request).toMatchObject({
      franchiseMember: { _id: accounts.member.id, name: "Budi Mitra", outletName: "Kedai Bandung" },
      status: "Diajukan",
      notes: "Untuk akhir pekan",
      cancelReason: null,
      items: [
        { stockItem: { _id: flour.id, name: flour.name }, quantity: 3, shippedQuantity: 0 },
        { quantity: 2, shippedQuantity: 0 },
      ],
    });
    expect(await quantityOf(flour.id)).toBe(10);
  });

  it("refuses packaging items, naming them", async () => {
    const cup = await createStockItem(db(), { name: "Uji Cup Kertas", isPackaging: true });
    const flour = await createStockItem(db());
    const response = await member.post("/api/stock-requests", {
      items: [
        { stockItem: flour.id, quantity: 1 },
        { stockItem: cup.id, quantity: 5 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.items).toBe("Item kemasan tidak dapat diminta: Uji Cup Kertas.");
    expect(
      (await member.get("/api/stock-requests/my"))
        .json()
        .data.some((r: StockRequestRecord) => r.items.some((i) => i.stockItem._id === cup.id)),
    ).toBe(false);
  });

  it.each([
    ["no items", { items: [] }, "items"],
    ["a zero quantity", { items: [{ stockItem: "ITEM", quantity: 0 }] }, "items.0.quantity"],
    ["no item chosen", { items: [{ stockItem: "", quantity: 1 }] }, "items.0.stockItem"],
  ])("refuses %s with the form's message", async (_label, body, field) => {
    const flour = await createStockItem(db());
    const items = body.items.map((line) => ({
      ...line,
      stockItem: line.stockItem === "ITEM" ? flour.id : line.stockItem,
    }));
    const response = await member.post("/api/stock-requests", { items });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe("Harap isi setidaknya satu item dengan jumlah lebih dari 0.");
  });

  it("is for franchise members only", async () => {
    const flour = await createStockItem(db());
    const body = { items: [{ stockItem: flour.id, quantity: 1 }] };
    expect((await customer.post("/api/stock-requests", body)).statusCode).toBe(403);
    expect((await admin.post("/api/stock-requests", body)).statusCode).toBe(403);
    expect((await ctx.client().post("/api/stock-requests", body)).statusCode).toBe(401);
    expect((await customer.get("/api/stock-requests/my")).statusCode).toBe(403);
  });
});

describe("who sees and changes requests", () => {
  it("shows a member only their own requests, and lets no member change a status", async () => {
    const { request: mine } = await newRequest(member);
    const { request: theirs } = await newRequest(otherMember);
    const myList = (await member.get("/api/stock-requests/my")).json();
    expect(myList.data.map((r: StockRequestRecord) => r._id)).toContain(mine._id);
    expect(myList.data.map((r: StockRequestRecord) => r._id)).not.toContain(theirs._id);
    expect(myList.data.every((r: StockRequestRecord) => r.franchiseMember._id === accounts.member.id)).toBe(true);

    expect((await member.get("/api/stock-requests")).statusCode).toBe(403);
    expect((await move(theirs, { status: "Dibatalkan", reason: "iseng" }, member)).statusCode).toBe(403);
    expect((await move(mine, { status: "Diproses" }, member)).statusCode).toBe(403);
    expect((await move(mine, { status: "Diproses" }, cashier)).statusCode).toBe(403);
    const [stillTheirs] = (await otherMember.get("/api/stock-requests/my")).json().data;
    expect(stillTheirs).toMatchObject({ _id: theirs._id, status: "Diajukan" });
  });
});

describe("PUT /api/stock-requests/:id/status", () => {
  it("processes, ships (taking head office's stock) and completes; the board's views follow", async () => {
    const { flour, milk, request } = await newRequest();
    const processed = await move(request, { status: "Diproses", from: "Diajukan" }, manager);
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ message: 'Status permintaan diubah menjadi "Diproses".' });
    expect([await quantityOf(flour.id), await quantityOf(milk.id)]).toEqual([10, 10]);

    const shipped = await move(request, { status: "Dikirim", from: "Diproses" });
    expect(shipped.json().data.status).toBe("Dikirim");
    expect([await quantityOf(flour.id), await quantityOf(milk.id)]).toEqual([7, 8]);
    const [movement] = await db().select().from(stockMovements).where(eq(stockMovements.referenceId, request._id));
    expect(movement).toMatchObject({
      reason: "shipment",
      referenceType: "stock_request",
      referenceLabel: "Kedai Bandung",
    });

    const active = (await admin.get("/api/stock-requests?view=active")).json();
    expect(active.data.find((r: StockRequestRecord) => r._id === request._id)?.status).toBe("Dikirim");

    expect((await move(request, { status: "Selesai", from: "Dikirim" })).statusCode).toBe(200);
    const history = (await admin.get("/api/stock-requests?view=history")).json();
    expect(history.data.find((r: StockRequestRecord) => r._id === request._id)?.status).toBe("Selesai");
    expect((await admin.get("/api/stock-requests")).json().data.map((r: StockRequestRecord) => r._id)).not.toContain(
      request._id,
    );
    expect([await quantityOf(flour.id), await quantityOf(milk.id)]).toEqual([7, 8]);
  });

  it("refuses moves the status table does not have, and a stale one, with 409 and no stock change", async () => {
    const { flour, request } = await newRequest();
    const skip = await move(request, { status: "Dikirim" });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Status permintaan stok tidak bisa diubah dari "Diajukan" ke "Dikirim".');
    expect(await quantityOf(flour.id)).toBe(10);

    await move(request, { status: "Diproses" });
    const stale = await move(request, { status: "Diproses", from: "Diajukan" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain("sudah diubah oleh pengguna lain");
    const back = await move(request, { status: "Diajukan" });
    expect(back.statusCode).toBe(409);
  });

  it("cancels with a reason before shipping, leaving stock alone", async () => {
    const { flour, request } = await newRequest();
    const noReason = await move(request, { status: "Dibatalkan" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe("Alasan pembatalan wajib diisi.");
    const cancelled = await move(request, { status: "Dibatalkan", reason: "Stok habis di gudang" });
    expect(cancelled.json()).toMatchObject({
      message: "Permintaan stok dibatalkan.",
      data: { status: "Dibatalkan", cancelReason: "Stok habis di gudang" },
    });
    expect((await move(request, { status: "Diproses" })).statusCode).toBe(409);
    expect(await quantityOf(flour.id)).toBe(10);
  });

  it("cancelling a shipped request puts its quantities back with a movement; a finished one cannot be cancelled", async () => {
    const { flour, request } = await newRequest();
    await move(request, { status: "Diproses" });
    await move(request, { status: "Dikirim" });
    expect(await quantityOf(flour.id)).toBe(7);
    const returned = await move(request, { status: "Dibatalkan", reason: "Ditolak outlet" });
    expect(returned.statusCode).toBe(200);
    expect(await quantityOf(flour.id)).toBe(10);
    const movements = await db()
      .select({ quantity: stockMovements.quantity, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.stockItemId, flour.id));
    expect(movements.filter((m) => m.reason !== "opening")).toEqual(
      expect.arrayContaining([
        { quantity: -3, reason: "shipment" },
        { quantity: 3, reason: "shipment_return" },
      ]),
    );

    const second = await newRequest();
    await move(second.request, { status: "Diproses" });
    await move(second.request, { status: "Dikirim" });
    await move(second.request, { status: "Selesai" });
    const late = await move(second.request, { status: "Dibatalkan", reason: "Salah kirim" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Status permintaan stok tidak bisa diubah dari "Selesai" ke "Dibatalkan".');
    expect(await quantityOf(second.flour.id)).toBe(7);
  });

  it("refuses to ship more than head office has, naming the items, and stays Diproses", async () => {
    const { flour, milk, request } = await newRequest();
    await admin.post("/api/stock-adjustments", { stockItem: milk.id, quantity: 9, type: "Hilang" });
    await move(request, { status: "Diproses" });
    const response = await move(request, { status: "Dikirim" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Stok kantor pusat tidak cukup untuk dikirim: ${milk.name}.`);
    expect([await quantityOf(flour.id), await quantityOf(milk.id)]).toEqual([10, 1]);
    const [row] = (await admin.get("/api/stock-requests?view=active"))
      .json()
      .data.filter((r: StockRequestRecord) => r._id === request._id);
    expect(row.status).toBe("Diproses");
  });

  it("ships once when two clicks race: one 200, one 409, stock taken once", async () => {
    const { flour, request } = await newRequest();
    await move(request, { status: "Diproses" });
    const answers = await Promise.all([
      move(request, { status: "Dikirim", from: "Diproses" }),
      move(request, { status: "Dikirim", from: "Diproses" }, manager),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await quantityOf(flour.id)).toBe(7);
  });

  it("answers 404 for an unknown request and keeps a member whose request is open", async () => {
    expect((await move({ _id: "00000000-0000-0000-0000-000000000000" }, { status: "Diproses" })).statusCode).toBe(404);
    expect((await move({ _id: "bukan-id" }, { status: "Diproses" })).statusCode).toBe(404);
    const { request } = await newRequest(otherMember);
    const refused = await admin.delete(`/api/customers/${accounts.otherMember.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/masih dipakai oleh: \d+ permintaan stok terbuka\./);
    const [row] = (await admin.get("/api/stock-requests?view=active"))
      .json()
      .data.filter((r: StockRequestRecord) => r._id === request._id);
    expect(row.franchiseMember._id).toBe(accounts.otherMember.id);
  });
});

describe("POST /api/stock-requests/:id/shipments", () => {
  /** A shipment as the board sends it: with the request's last change it showed (read now unless `body` names one). */
  const shipNow = async (request: { _id: string }, body: Record<string, unknown>, client = admin) =>
    client.post(`/api/stock-requests/${request._id}/shipments`, {
      ...body,
      updatedAt: body.updatedAt ?? (await shippedOf(request)).updatedAt,
    });
  /** The request's movements as [item, quantity, reason], in a fixed order (one shipment's share a timestamp). */
  const movementsOf = async (request: { _id: string }) =>
    sorted(
      (
        await db()
          .select({
            item: stockMovements.stockItemId,
            quantity: stockMovements.quantity,
            reason: stockMovements.reason,
          })
          .from(stockMovements)
          .where(eq(stockMovements.referenceId, request._id))
      ).map((m) => [m.item, m.quantity, m.reason]),
    );
  const sorted = (movements: unknown[][]) => movements.map((m) => JSON.stringify(m)).sort();
  const shippedOf = async (request: { _id: string }, client = member) => {
    const [row] = (await client.get("/api/stock-requests/my"))
      .json()
      .data.filter((r: StockRequestRecord) => r._id === request._id);
    return row as StockRequestRecord;
  };

  it("ships what head office holds now, leaves the rest open, and a second shipment sends the rest", async () => {
    const { flour, milk, request } = await newRequest();
    // Head office holds 1 of the 2 milk asked for.
    await admin.post("/api/stock-adjustments", { stockItem: milk.id, quantity: 9, type: "Hilang" });
    await move(request, { status: "Diproses" });

    const part = await shipNow(request, {
      from: "Diproses",
      items: [
        { stockItem: flour.id, quantity: 3 },
        { stockItem: milk.id, quantity: 1 },
      ],
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      message: "Sebagian permintaan dikirim; sisanya tetap terbuka.",
      data: { status: "Dikirim Sebagian", items: [{ shippedQuantity: 3 }, { quantity: 2, shippedQuantity: 1 }] },
    });
    expect([await quantityOf(flour.id), await quantityOf(milk.id)]).toEqual([7, 0]);
    expect(await movementsOf(request)).toEqual(
      sorted([
        [flour.id, -3, "shipment"],
        [milk.id, -1, "shipment"],
      ]),
    );
    // The member sees, per line, what was shipped and what is still open; the board keeps it active.
    const seen = await shippedOf(request);
    expect(seen.status).toBe("Dikirim Sebagian");
    expect(seen.items.map((i) => [i.quantity, i.shippedQuantity])).toEqual([
      [3, 3],
      [2, 1],
    ]);
    const active = (await admin.get("/api/stock-requests?view=active")).json().data;
    expect(active.some((r: StockRequestRecord) => r._id === request._id)).toBe(true);

    await admin.post("/api/stock-adjustments", { stockItem: milk.id, quantity: 4, type: "Ditemukan" });
    const rest = await shipNow(request, { from: "Dikirim Sebagian", items: [{ stockItem: milk.id, quantity: 1 }] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({
      message: "Permintaan stok dikirim.",
      data: { status: "Dikirim", items: [{ shippedQuantity: 3 }, { shippedQuantity: 2 }] },
    });
    expect([await quantityOf(flour.id), await quantityOf(milk.id)]).toEqual([7, 3]);
    expect(await movementsOf(request)).toEqual(
      sorted([
        [flour.id, -3, "shipment"],
        [milk.id, -1, "shipment"],
        [milk.id, -1, "shipment"],
      ]),
    );
    expect((await move(request, { status: "Selesai", from: "Dikirim" })).statusCode).toBe(200);
  });

  it("keeps a request 'Dikirim Sebagian' through a further part, and 'Kirim' on the status ships only what is open", async () => {
    const { flour, milk, request } = await newRequest();
    await move(request, { status: "Diproses" });
    await shipNow(request, { from: "Diproses", items: [{ stockItem: flour.id, quantity: 1 }] });
    const again = await shipNow(request, { from: "Dikirim Sebagian", items: [{ stockItem: flour.id, quantity: 1 }] });
    expect(again.json().data).toMatchObject({ status: "Dikirim Sebagian", items: [{ shippedQuantity: 2 }, {}] });
    const rest = await move(request, { status: "Dikirim", from: "Dikirim Sebagian" });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.items.map((i: { shippedQuantity: number }) => i.shippedQuantity)).toEqual([3, 2]);
    expect([await quantityOf(flour.id), await quantityOf(milk.id)]).toEqual([7, 8]);
  });

  it("refuses more than is open of an item, in Indonesian, and writes nothing", async () => {
    const { flour, milk, request } = await newRequest();
    await move(request, { status: "Diproses" });
    const over = await shipNow(request, {
      from: "Diproses",
      items: [
        { stockItem: flour.id, quantity: 2 },
        { stockItem: milk.id, quantity: 3 },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `Jumlah kirim ${milk.name} melebihi sisa permintaan (2 ${request.items[1].stockItem.unit}).`,
    );
    expect(over.json().fields).toEqual({ "items.1.quantity": over.json().message });
    expect((await shippedOf(request)).items.map((i) => i.shippedQuantity)).toEqual([0, 0]);
    expect((await shippedOf(request)).status).toBe("Diproses");
    expect([await quantityOf(flour.id), await quantityOf(milk.id)]).toEqual([10, 10]);
    expect(await movementsOf(request)).toEqual([]);

    // After a part is shipped, only the rest is open.
    await shipNow(request, { from: "Diproses", items: [{ stockItem: flour.id, quantity: 2 }] });
    const twice = await shipNow(request, { from: "Dikirim Sebagian", items: [{ stockItem: flour.id, quantity: 2 }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(
      `Jumlah kirim ${flour.name} melebihi sisa permintaan (1 ${request.items[0].stockItem.unit}).`,
    );
    expect(await quantityOf(flour.id)).toBe(8);

    const stranger = await createStockItem(db());
    const notAsked = await shipNow(request, {
      from: "Dikirim Sebagian",
      items: [{ stockItem: stranger.id, quantity: 1 }],
    });
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json().message).toBe("Item yang dikirim tidak ada di permintaan ini. Muat ulang lalu coba lagi.");
    const nothing = await shipNow(request, { from: "Dikirim Sebagian", items: [{ stockItem: flour.id, quantity: 0 }] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe("Isi jumlah yang dikirim untuk setidaknya satu item.");
    expect((await shippedOf(request)).items.map((i) => i.shippedQuantity)).toEqual([2, 0]);
  });

  it("refuses a shipment head office cannot cover, a stale status, and one before processing: nothing moves", async () => {
    const { flour, milk, request } = await newRequest();
    const early = await shipNow(request, { from: "Diajukan", items: [{ stockItem: flour.id, quantity: 1 }] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Status permintaan stok tidak bisa diubah dari "Diajukan" ke "Dikirim".');

    await admin.post("/api/stock-adjustments", { stockItem: milk.id, quantity: 9, type: "Hilang" });
    await move(request, { status: "Diproses" });
    const short = await shipNow(request, {
      from: "Diproses",
      items: [
        { stockItem: flour.id, quantity: 3 },
        { stockItem: milk.id, quantity: 2 },
      ],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(`Stok kantor pusat tidak cukup untuk dikirim: ${milk.name}.`);
    const stale = await shipNow(request, { from: "Diajukan", items: [{ stockItem: flour.id, quantity: 1 }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain("sudah diubah oleh pengguna lain");
    const seen = await shippedOf(request);
    expect(seen.status).toBe("Diproses");
    expect(seen.items.map((i) => i.shippedQuantity)).toEqual([0, 0]);
    expect([await quantityOf(flour.id), await quantityOf(milk.id)]).toEqual([10, 1]);
    expect(await movementsOf(request)).toEqual([]);
  });

  it("ships once when the same shipment is sent twice (a retry after a lost answer): the second is a 409", async () => {
    const { flour, request } = await newRequest();
    await move(request, { status: "Diproses" });
    const shown = (await shippedOf(request)).updatedAt;
    const body = { from: "Diproses", updatedAt: shown, items: [{ stockItem: flour.id, quantity: 1 }] };
    expect((await shipNow(request, body)).statusCode).toBe(200);
    const again = await shipNow(request, { ...body, from: "Dikirim Sebagian" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Permintaan stok sudah berubah sejak ditampilkan (pengiriman ini mungkin sudah tercatat). Muat ulang lalu periksa sebelum mengirim lagi.",
    );
    expect(await movementsOf(request)).toEqual(sorted([[flour.id, -1, "shipment"]]));
    expect((await shippedOf(request)).items[0]?.shippedQuantity).toBe(1);

    const noVersion = await admin.post(`/api/stock-requests/${request._id}/shipments`, {
      from: "Dikirim Sebagian",
      items: [{ stockItem: flour.id, quantity: 1 }],
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toBe("Versi permintaan stok tidak dikenal: muat ulang halaman lalu kirim lagi.");
  });

  it("cancelling a partly shipped request returns exactly what was shipped", async () => {
    const { flour, milk, request } = await newRequest();
    await move(request, { status: "Diproses" });
    await shipNow(request, { from: "Diproses", items: [{ stockItem: milk.id, quantity: 1 }] });
    const cancelled = await move(request, { status: "Dibatalkan", from: "Dikirim Sebagian", reason: "Ditolak outlet" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([await quantityOf(flour.id), await quantityOf(milk.id)]).toEqual([10, 10]);
    expect(await movementsOf(request)).toEqual(
      sorted([
        [milk.id, -1, "shipment"],
        [milk.id, 1, "shipment_return"],
      ]),
    );
  });

  it("lets head office finish a partly shipped request when the rest will not come", async () => {
    const { flour, request } = await newRequest();
    await move(request, { status: "Diproses" });
    await shipNow(request, { from: "Diproses", items: [{ stockItem: flour.id, quantity: 3 }] });
    const done = await move(request, { status: "Selesai", from: "Dikirim Sebagian" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.items.map((i: { shippedQuantity: number }) => i.shippedQuantity)).toEqual([3, 0]);
    const part = await move((await newRequest()).request, { status: "Dikirim Sebagian" });
    expect(part.statusCode).toBe(400);
  });

  it("is head office's: members and cashiers are refused", async () => {
    const { flour, request } = await newRequest();
    await move(request, { status: "Diproses" });
    const body = { from: "Diproses", items: [{ stockItem: flour.id, quantity: 1 }] };
    expect((await shipNow(request, body, member)).statusCode).toBe(403);
    expect((await shipNow(request, body, cashier)).statusCode).toBe(403);
    const unknown = { _id: "00000000-0000-0000-0000-000000000000" };
    expect((await shipNow(unknown, { ...body, updatedAt: new Date().toISOString() })).statusCode).toBe(404);
    expect(await quantityOf(flour.id)).toBe(10);
  });
});

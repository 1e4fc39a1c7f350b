import { ORDER_STATUS, ORDER_TYPE, type OrderRecord } from "@kedai/shared";
import { encodeKitchenTicket } from "@kedai/shared/printing/escpos-documents";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct, createTable } from "../../../test/factories";
import { useTill } from "../../../test/till";
import { auditEvents } from "../../db/schema";

const { db, clients, place, moveTo, waiterId } = useTill();

/** PUT /api/orders/{id} with a Dine-In order's new cart. */
const edit = (order: OrderRecord, items: { productId: string; quantity: number }[]) =>
  clients.cashier.put(`/api/orders/${order._id}`, {
    items,
    orderInfo: { orderType: ORDER_TYPE.DineIn, waiter: waiterId(), table: order.table?._id ?? null },
  });

const lines = (order: OrderRecord) => order.items.map((item) => [item.name, item.quantity, item.round]);

describe("adding a round to a running Dine-In order ('Tambahan')", () => {
  it("keeps what the order had in its round and puts what was added in the next, for the kitchen, history and audit", async () => {
    const table = await createTable(db());
    const crepe = await createProduct(db(), { name: "Crepes Coklat", price: 20000 });
    const tea = await createProduct(db(), { name: "Es Teh", price: 5000 });
    const order = await place({
      orderType: ORDER_TYPE.DineIn,
      table: table.id,
      items: [{ productId: crepe.id, quantity: 1 }],
    });
    expect(lines(order)).toEqual([["Crepes Coklat", 1, 1]]);
    await moveTo(order, ORDER_STATUS.Preparing);

    // One more crepe and two teas while the kitchen is at work.
    const added = await edit(order, [
      { productId: crepe.id, quantity: 2 },
      { productId: tea.id, quantity: 2 },
    ]);
    expect(added.statusCode).toBe(200);
    const second = added.json().data as OrderRecord;
    expect(lines(second)).toEqual([
      ["Crepes Coklat", 1, 1],
      ["Crepes Coklat", 1, 2],
      ["Es Teh", 2, 2],
    ]);
    // The totals are the whole cart's: 2 × 20.000 + 2 × 5.000.
    expect(second.subTotal).toBe(50000);
    expect(second.status).toBe(ORDER_STATUS.Preparing);
    expect(second.statusHistory.at(-1)).toMatchObject({
      from: ORDER_STATUS.Preparing,
      to: ORDER_STATUS.Preparing,
      note: "Tambahan ke-1: 1× Crepes Coklat, 2× Es Teh",
    });

    // The kitchen's list reads the rounds.
    const kitchen = (await clients.cashier.get("/api/orders?status=New,Preparing&paymentStatus=Paid&limit=500")).json();
    const seen = kitchen.data.find((o: OrderRecord) => o._id === order._id);
    expect(lines(seen)).toEqual(lines(second));

    // The kitchen's printer gets only the added lines, under "Tambahan".
    const ticket = Buffer.from(encodeKitchenTicket(second, 80, 2)).toString("latin1");
    expect(ticket).toContain("Tambahan");
    expect(ticket).toContain("1x Crepes Coklat");
    expect(ticket).toContain("2x Es Teh");
    const whole = Buffer.from(encodeKitchenTicket(second, 80)).toString("latin1");
    expect(whole).not.toContain("Tambahan");

    // Another round; an edit that adds nothing (one tea less) makes none.
    const third = (
      await edit(order, [
        { productId: crepe.id, quantity: 2 },
        { productId: tea.id, quantity: 3 },
      ])
    ).json().data as OrderRecord;
    expect(lines(third)).toEqual([
      ["Crepes Coklat", 1, 1],
      ["Crepes Coklat", 1, 2],
      ["Es Teh", 2, 2],
      ["Es Teh", 1, 3],
    ]);
    const fewer = (
      await edit(order, [
        { productId: crepe.id, quantity: 2 },
        { productId: tea.id, quantity: 2 },
      ])
    ).json().data as OrderRecord;
    expect(lines(fewer)).toEqual([
      ["Crepes Coklat", 1, 1],
      ["Crepes Coklat", 1, 2],
      ["Es Teh", 2, 2],
    ]);
    expect(fewer.statusHistory.filter((change) => change.note?.startsWith("Tambahan"))).toHaveLength(2);

    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, order._id), eq(auditEvents.action, "order.round_added")));
    expect(audits.map((row) => row.after)).toEqual([
      { round: 2, items: "1× Crepes Coklat, 2× Es Teh" },
      { round: 3, items: "1× Es Teh" },
    ]);
  });
});

import { randomUUID } from "node:crypto";
import { ORDER_TYPE, type OrderRecord } from "@kedai/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocation, createProduct, createRegisterSession, createStaffUser } from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTestApp } from "../../../test/test-app";

const {
  ctx,
  db,
  accounts,
  clients: { admin, manager, cashierKota, cashierDesa },
} = useTestApp({
  login: { admin: "admin", manager: "manager", cashierKota: "cashier", cashierDesa: "cashier" },
});

let kotaId = "";
let desaId = "";
let waiterId = "";
beforeAll(async () => {
  const kota = await admin.post("/api/locations", {
    name: "Outlet Kota",
    address: "Jl. Kota 1",
    taxRatePercent: 10,
    taxLabel: "PBJT (10%)",
  });
  expect(kota.statusCode, kota.body).toBe(201);
  kotaId = kota.json()._id;
  desaId = (await createLocation(db(), { name: "Outlet Desa" })).id;
  await createRegisterSession(db(), { cashierId: accounts.cashierKota.id, locationId: kotaId });
  await createRegisterSession(db(), { cashierId: accounts.cashierDesa.id, locationId: desaId });
  waiterId = (await createStaffUser(db(), { role: "staff" })).id;
});

/** A Take Away order of one Rp 20.000 item (plus Rp 2.000 packaging) at the cashier's register. */
async function takeAway(cashier: TestClient): Promise<OrderRecord> {
  const product = await createProduct(db(), { price: 20000 });
  const response = await cashier.post(
    "/api/orders",
    { waiter: waiterId, orderType: ORDER_TYPE.TakeAway, items: [{ productId: product.id, quantity: 1 }] },
    { headers: { "idempotency-key": randomUUID() } },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const editDesa = (client: TestClient, tax: { taxRatePercent: number | null; taxLabel: string | null }) =>
  client.put(`/api/locations/${desaId}`, { name: "Outlet Desa", address: "Jl. Desa 2", ...tax });

describe("an outlet's own tax", () => {
  it("taxes each outlet's POS orders at its own rate and label; cleared, the settings' apply", async () => {
    expect((await editDesa(admin, { taxRatePercent: 5, taxLabel: "PBJT Desa (5%)" })).json()).toMatchObject({
      taxRatePercent: 5,
      taxLabel: "PBJT Desa (5%)",
    });

    const atKota = await takeAway(cashierKota);
    expect(atKota).toMatchObject({ subTotal: 20000, packagingFee: 2000, taxRatePercent: 10, taxLabel: "PBJT (10%)" });
    expect(atKota).toMatchObject({ tax: 2200, totalAmount: 24200 });

    const atDesa = await takeAway(cashierDesa);
    expect(atDesa).toMatchObject({ taxRatePercent: 5, taxLabel: "PBJT Desa (5%)", tax: 1100, totalAmount: 23100 });

    const cleared = await editDesa(admin, { taxRatePercent: null, taxLabel: "" });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ taxRatePercent: null, taxLabel: null });
    const afterClear = await takeAway(cashierDesa);
    expect(afterClear).toMatchObject({ taxRatePercent: 11, taxLabel: "Pajak (11%)", tax: 2420, totalAmount: 24420 });
    // Orders keep the tax they were priced with.
    expect((await admin.get(`/api/orders/${atDesa._id}`)).json().data).toMatchObject({
      tax: 1100,
      taxLabel: "PBJT Desa (5%)",
    });
  });

  it("taxes an online pickup at the chosen outlet's rate, and a delivery at the settings' rate", async () => {
    const product = await createProduct(db(), { price: 20000 });
    const checkout = (deliveryInfo: Record<string, string>) =>
      ctx.client().post(
        "/api/orders",
        {
          customerDetails: { name: "Sari", phone: "081234567890", addressDetail: "Jl. Mawar 3" },
          paymentMethod: "Cash",
          deliveryInfo,
          items: [{ productId: product.id, quantity: 1 }],
        },
        { headers: { "idempotency-key": randomUUID() } },
      );
    const pickup = await checkout({
      method: "pickup",
      outlet: kotaId,
      dateTime: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    });
    expect(pickup.statusCode, pickup.body).toBe(201);
    // 10 % of 20.000; no packaging online.
    expect(pickup.json().data).toMatchObject({ taxLabel: "PBJT (10%)", tax: 2000, totalAmount: 22000 });
    const delivery = await checkout({ method: "delivery" });
    expect(delivery.statusCode, delivery.body).toBe(201);
    // 11 % of 20.000, then the Rp 5.000 delivery fee.
    expect(delivery.json().data).toMatchObject({ taxLabel: "Pajak (11%)", tax: 2200, totalAmount: 27200 });
  });

  it("needs a rate and a label together", async () => {
    const rateOnly = await editDesa(admin, { taxRatePercent: 7, taxLabel: null });
    expect(rateOnly.statusCode).toBe(400);
    expect(rateOnly.json().message).toBe("Isi tarif dan label pajak outlet bersama-sama, atau kosongkan keduanya.");
    const labelOnly = await editDesa(admin, { taxRatePercent: null, taxLabel: "PBJT" });
    expect(labelOnly.statusCode).toBe(400);
    const tooHigh = await editDesa(admin, { taxRatePercent: 101, taxLabel: "PBJT" });
    expect(tooHigh.json().message).toBe("Tarif pajak outlet maksimal 100%.");
  });

  it("is changed by admins only; a manager may still edit the outlet's other fields", async () => {
    const refused = await editDesa(manager, { taxRatePercent: 3, taxLabel: "PBJT (3%)" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Hanya Admin yang dapat mengubah pajak outlet.");
    const current = (await ctx.client().get(`/api/locations/${kotaId}`)).json();
    const renamed = await manager.put(`/api/locations/${kotaId}`, {
      name: "Outlet Kota Baru",
      address: current.address,
      taxRatePercent: current.taxRatePercent,
      taxLabel: current.taxLabel,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Outlet Kota Baru", taxRatePercent: 10, taxLabel: "PBJT (10%)" });
  });
});

import { ORDER_STATUS } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer, createLocation, createOrder } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";
import { customers, orders } from "../../db/schema";

/**
 * Customers and franchise members in user management: listing by type, promotion to franchise
 * and back (PUT /api/customers/{id}/type), deletion, and a customer's own password change.
 */
const {
  ctx,
  db,
  clients: { admin, manager },
} = useTestApp({ login: { admin: "admin", manager: "manager" } });

const promotion = { customerType: "Franchise", outletName: "Kedai Depok", outletAddress: "Jl. Margonda 10" };

describe("listing by type", () => {
  it("lists ordinary customers or franchise members on their own", async () => {
    const regular = await createCustomer(db(), { name: "Ratna Biasa" });
    const outlet = await createLocation(db(), { name: "Outlet Depok" });
    const member = await createCustomer(db(), {
      name: "Mira Mitra",
      customerType: "Franchise",
      outletName: "Kedai Mira",
      outletAddress: "Jl. Mawar 1",
      locationId: outlet.id,
    });
    const regulars = (await admin.get("/api/customers?customerType=Regular")).json() as { _id: string }[];
    expect(regulars.map((c) => c._id)).toContain(regular.id);
    expect(regulars.map((c) => c._id)).not.toContain(member.id);

    const members = await admin.get("/api/customers/franchise");
    expect(members.statusCode).toBe(200);
    expect(members.json()).toEqual([
      expect.objectContaining({
        _id: member.id,
        name: "Mira Mitra",
        customerType: "Franchise",
        outletName: "Kedai Mira",
        outletAddress: "Jl. Mawar 1",
        location: { _id: outlet.id, name: "Outlet Depok" },
      }),
    ]);
    expect((await manager.get("/api/customers/franchise")).statusCode).toBe(403);
  });
});

describe("promoting to franchise", () => {
  it("needs the outlet's name and address", async () => {
    const someone = await createCustomer(db());
    const response = await admin.put(`/api/customers/${someone.id}/type`, {
      customerType: "Franchise",
      outletName: " ",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Nama dan alamat outlet wajib diisi.",
      fields: {
        outletName: "Nama dan alamat outlet wajib diisi.",
        outletAddress: "Nama dan alamat outlet wajib diisi.",
      },
    });
    const [after] = await db().select().from(customers).where(eq(customers.id, someone.id));
    expect(after.customerType).toBe("Regular");
  });

  it("makes the customer a member at once: their next request lands in the member area", async () => {
    const someone = await createCustomer(db(), { name: "Tono Calon" });
    const theirs = ctx.client();
    await theirs.login(someone.email);
    const outlet = await createLocation(db(), { name: "Outlet Bogor" });

    const response = await admin.put(`/api/customers/${someone.id}/type`, { ...promotion, locationId: outlet.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: '"Tono Calon" sekarang menjadi member franchise.',
      data: expect.objectContaining({
        _id: someone.id,
        customerType: "Franchise",
        outletName: "Kedai Depok",
        outletAddress: "Jl. Margonda 10",
        location: { _id: outlet.id, name: "Outlet Bogor" },
      }),
    });
    expect((await theirs.get("/api/auth/profile")).json()).toMatchObject({ customerType: "Franchise" });

    const back = await admin.put(`/api/customers/${someone.id}/type`, { customerType: "Regular" });
    expect(back.json()).toMatchObject({
      message: '"Tono Calon" sekarang menjadi pelanggan biasa.',
      data: { customerType: "Regular", outletName: "Kedai Depok" },
    });
  });

  it("refuses an unknown location and an unknown customer", async () => {
    const someone = await createCustomer(db());
    const badPlace = await admin.put(`/api/customers/${someone.id}/type`, {
      ...promotion,
      locationId: crypto.randomUUID(),
    });
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json().fields).toEqual({ locationId: "Lokasi tidak ditemukan." });
    const nobody = await admin.put(`/api/customers/${crypto.randomUUID()}/type`, promotion);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe("Pelanggan tidak ditemukan.");
  });

  it("is admin only: a manager gets 403 and nothing changes", async () => {
    const someone = await createCustomer(db());
    expect((await manager.put(`/api/customers/${someone.id}/type`, promotion)).statusCode).toBe(403);
    const [after] = await db().select().from(customers).where(eq(customers.id, someone.id));
    expect(after.customerType).toBe("Regular");
  });
});

describe("deleting a customer", () => {
  it("keeps one with an open order; archives one past orders name: the orders keep the name, no more sign-in", async () => {
    const someone = await createCustomer(db(), { name: "Dewi Hapus" });
    const order = await createOrder(db(), { customerId: someone.id, customerName: someone.name });
    const refused = await admin.delete(`/api/customers/${someone.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Pelanggan "Dewi Hapus" masih dipakai oleh: 1 pesanan aktif\./);

    await db().update(orders).set({ status: ORDER_STATUS.Completed }).where(eq(orders.id, order.id));
    const response = await admin.delete(`/api/customers/${someone.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: someone.id, archived: true });
    const orderAfter = (await admin.get(`/api/orders/${order.id}`)).json().data;
    expect(orderAfter.customerName).toBe("Dewi Hapus");
    expect((await admin.get("/api/customers")).body).not.toContain(someone.id);
    await expect(ctx.client().login(someone.email)).rejects.toThrow(/login .* failed/);

    const nobody = await createCustomer(db(), { name: "Tanpa Pesanan" });
    expect((await admin.delete(`/api/customers/${nobody.id}`)).json()).toMatchObject({ archived: false });
    expect(await db().select().from(customers).where(eq(customers.id, nobody.id))).toEqual([]);
  });

  it("is admin only, and answers 404 for nobody", async () => {
    const someone = await createCustomer(db());
    expect((await manager.delete(`/api/customers/${someone.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/customers/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe("a customer's password", () => {
  it("changes with the right old password and ends their other sessions", async () => {
    const someone = await createCustomer(db(), { password: "lama123" });
    const here = ctx.client();
    const elsewhere = ctx.client();
    await here.login(someone.email, "lama123");
    await elsewhere.login(someone.email, "lama123");

    const wrong = await here.put("/api/customers/change-password", { oldPassword: "keliru", newPassword: "baru456" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ oldPassword: "Password lama salah." });

    const response = await here.put("/api/customers/change-password", {
      oldPassword: "lama123",
      newPassword: "baru456",
    });
    expect(response.json()).toEqual({ success: true, message: "Password berhasil diperbarui." });
    expect((await here.get("/api/auth/profile")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/auth/profile")).statusCode).toBe(401);
    await ctx.client().login(someone.email, "baru456");
  });

  it("is the customers' route: staff use /api/auth/change-password", async () => {
    expect(
      (await admin.put("/api/customers/change-password", { oldPassword: "x", newPassword: "yyyyyy" })).statusCode,
    ).toBe(403);
  });
});

import { ORDER_STATUS } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocation, createOrder, createStockItem } from "../../../test/factories";
import { multipartForm } from "../../../test/multipart";
import { useTestApp } from "../../../test/test-app";
import { customers } from "../../db/schema";
import { rebuildSalesRollups } from "../reports/sales-rollups";

const {
  ctx,
  db,
  accounts,
  loginAs,
  clients: { admin, member, unlinked, customer, cashier },
} = useTestApp({
  login: { admin: "admin", member: "franchise", unlinked: "franchise", customer: "customer", cashier: "cashier" },
});

let outletId: string;
beforeAll(async () => {
  outletId = (await createLocation(db(), { name: "Outlet Mitra" })).id;
  await db().update(customers).set({ locationId: outletId }).where(eq(customers.id, accounts.member.id));
});

describe("GET /api/reports/member-dashboard", () => {
  it("sums this month's Completed orders of the member's outlet only, and the latest request's status", async () => {
    const now = new Date();
    const otherOutlet = (await createLocation(db())).id;
    const completed = { status: ORDER_STATUS.Completed, completedAt: now, locationId: outletId };
    await createOrder(db(), { ...completed, totalAmount: 22200 });
    await createOrder(db(), { ...completed, totalAmount: 30000 });
    await createOrder(db(), { ...completed, locationId: otherOutlet, totalAmount: 99000 });
    await createOrder(db(), {
      ...completed,
      completedAt: new Date(now.getTime() - 40 * 86_400_000),
      totalAmount: 5000,
    });
    await createOrder(db(), { status: ORDER_STATUS.Cancelled, locationId: outletId, totalAmount: 7000 });
    await createOrder(db(), { status: ORDER_STATUS.New, locationId: outletId, totalAmount: 8000 });
    // Orders made here skip payment, which is what adds an order to the daily sales the dashboard reads.
    await rebuildSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE);

    const before = await member.get("/api/reports/member-dashboard");
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      monthlyRevenue: 52200,
      monthlyOrders: 2,
      lastStockRequestStatus: "Belum Ada",
      outletLinked: true,
    });

    const flour = await createStockItem(db());
    await member.post("/api/stock-requests", { items: [{ stockItem: flour.id, quantity: 1 }] });
    const second = await member.post("/api/stock-requests", { items: [{ stockItem: flour.id, quantity: 2 }] });
    await admin.put(`/api/stock-requests/${second.json().data._id}/status`, { status: "Diproses" });
    expect((await member.get("/api/reports/member-dashboard")).json().lastStockRequestStatus).toBe("Diproses");
  });

  it("shows 0 for a member with no outlet linked", async () => {
    const response = await unlinked.get("/api/reports/member-dashboard");
    expect(response.json()).toEqual({
      monthlyRevenue: 0,
      monthlyOrders: 0,
      lastStockRequestStatus: "Belum Ada",
      outletLinked: false,
    });
  });

  it("is for franchise members only", async () => {
    expect((await customer.get("/api/reports/member-dashboard")).statusCode).toBe(403);
    expect((await admin.get("/api/reports/member-dashboard")).statusCode).toBe(403);
    expect((await ctx.client().get("/api/reports/member-dashboard")).statusCode).toBe(401);
  });
});

describe("PUT /api/customers/profile", () => {
  const profile = {
    name: "Sari Pemilik",
    phone: "081299990000",
    outletName: "Kedai Sari",
    outletAddress: "Jl. Melati 2",
  };

  it("updates the owner and outlet, never the email; GET /api/auth/profile follows", async () => {
    const [before] = await db().select().from(customers).where(eq(customers.id, accounts.unlinked.id));
    const response = await unlinked.put("/api/customers/profile", { ...profile, email: "lain@contoh.id" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Profil berhasil diperbarui!",
      user: { ...profile, email: before.email },
    });
    expect((await unlinked.get("/api/auth/profile")).json()).toMatchObject({ ...profile, email: before.email });
  });

  it.each([
    ["name", "Nama pemilik wajib diisi."],
    ["outletName", "Nama outlet wajib diisi."],
    ["outletAddress", "Alamat outlet wajib diisi."],
  ])("requires %s", async (field, message) => {
    const response = await unlinked.put("/api/customers/profile", { ...profile, [field]: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it("holds a storefront customer to the customer form (no outlet) and refuses staff", async () => {
    // A field left out keeps its value (docs/api-conventions.md#put): the email stays, the outlet is not theirs.
    const answer = await customer.put("/api/customers/profile", profile);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().user).toMatchObject({ name: profile.name, phone: profile.phone, outletName: null });
    const blank = await customer.put("/api/customers/profile", { ...profile, email: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty("email");
    expect((await cashier.put("/api/customers/profile", profile)).statusCode).toBe(403);
  });
});

describe("member documents", () => {
  const upload = (kind: string, data: Buffer, client = admin) => {
    const form = multipartForm([{ name: "file", filename: "berkas", contentType: "application/octet-stream", data }]);
    return client.request("PUT", `/api/member/documents/${kind}`, { payload: form.payload, headers: form.headers });
  };

  it("serves the shipped demo files to members", async () => {
    const list = (await member.get("/api/member/documents")).json();
    expect(list.map((d: { kind: string }) => d.kind)).toEqual(["manual", "logo", "template"]);
    const manual = await member.get("/api/member/documents/manual");
    expect(manual.statusCode).toBe(200);
    expect(manual.headers["content-type"]).toBe("application/pdf");
    expect(manual.headers["content-disposition"]).toBe('attachment; filename="panduan-operasional.pdf"');
    expect(manual.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const logo = await member.get("/api/member/documents/logo");
    expect(logo.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect((await member.get("/api/member/documents/rahasia")).statusCode).toBe(400);
  });

  it("refuses them to anyone who is neither a member nor the back office's admin or manager", async () => {
    for (const client of [customer, cashier, await loginAs("staff"), ctx.client()]) {
      const response = await client.get("/api/member/documents/manual");
      expect([401, 403]).toContain(response.statusCode);
      expect(response.headers["content-type"]).not.toBe("application/pdf");
    }
    expect((await customer.get("/api/member/documents")).statusCode).toBe(403);
  });

  it("lets the admin who uploaded a document, and a manager, download it", async () => {
    const manual = Buffer.from("%PDF-1.4\n% diunggah admin\n%%EOF\n");
    expect((await upload("manual", manual)).statusCode).toBe(200);
    for (const client of [admin, await loginAs("manager")]) {
      const response = await client.get("/api/member/documents/manual");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.rawPayload.equals(manual)).toBe(true);
    }
  });

  it("lets the back office replace a document with a file of the right kind", async () => {
    const newManual = Buffer.from("%PDF-1.4\n% panduan baru\n%%EOF\n");
    const replaced = await upload("manual", newManual);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ data: { kind: "manual", size: newManual.length } });
    expect((await member.get("/api/member/documents/manual")).rawPayload.equals(newManual)).toBe(true);

    const wrongKind = await upload("logo", newManual);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fields.file).toBe("Berkas harus berupa ZIP.");
    expect((await upload("manual", Buffer.from("PK\u0003\u0004zip"))).json().fields.file).toBe(
      "Berkas harus berupa PDF.",
    );
    expect((await member.get("/api/member/documents/logo")).rawPayload.subarray(0, 2).toString()).toBe("PK");

    const bigManual = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const big = await upload("manual", bigManual);
    expect(big.statusCode, big.body).toBe(200);
    expect(big.json().data.size).toBe(bigManual.length);
    const huge = await upload(
      "template",
      Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(21 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("Ukuran berkas maksimal 20 MB.");

    expect((await upload("manual", newManual, member)).statusCode).toBe(403);
    // Settings are the admin's: staff and managers cannot replace the guide either.
    for (const role of ["staff", "manager"] as const) {
      const refused = await upload("manual", Buffer.from("%PDF-1.4\n% bukan dari admin\n"), await loginAs(role));
      expect(refused.statusCode).toBe(403);
    }
    expect((await member.get("/api/member/documents/manual")).rawPayload.equals(bigManual)).toBe(true);
    const noFile = await admin.put("/api/member/documents/manual", {});
    expect(noFile.statusCode).toBe(400);
  });
});

import { describe, expect, it } from "vitest";
import { createStaffUser } from "../../test/factories";
import { createTestApp, useTestApp } from "../../test/test-app";
import { MALFORMED_TEXT } from "./well-formed-text";

const { ctx, loginAs } = useTestApp();

const LONE = "kasir\ud800";

describe("malformed Unicode in any text field", () => {
  it("a lone surrogate as a username is a clear 400, the second time too (the login throttle never sees it)", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await ctx.client().post("/api/auth/login", { username: LONE, password: "salah-sekali" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "VALIDATION", message: MALFORMED_TEXT });
    }
  });

  it("is refused in nested body fields, in object keys and in the query, before anything is stored", async () => {
    const guest = ctx.client();
    const order = await guest.post("/api/orders", {
      customerDetails: { name: "Sari \udc00", phone: "081234567890" },
      items: [],
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(MALFORMED_TEXT);
    const key = await guest.post("/api/catering", { ["nama\ud83d"]: "x" });
    expect(key.statusCode).toBe(400);

    const cashier = await loginAs("cashier");
    // A surrogate's UTF-8 bytes in a query string never decode to a lone surrogate: still no 500.
    const query = await cashier.get("/api/orders?search=a%ED%A0%80");
    expect(query.statusCode).toBeLessThan(500);
  });

  it("keeps well-formed text, emoji (a surrogate pair) included", async () => {
    const response = await ctx.client().post("/api/auth/login", { username: "kasir 🍫", password: "salah-sekali" });
    expect(response.statusCode).toBe(401);
  });
});

describe("/api/docs", () => {
  it("is open while developing", async () => {
    expect((await ctx.client().get("/api/docs/json")).statusCode).toBe(200);
  });

  it("is for the admin only in production", async () => {
    const production = await createTestApp({ env: { NODE_ENV: "production" } });
    try {
      for (const url of ["/api/docs", "/api/docs/json", "/api/docs/static/index.html"]) {
        expect((await production.client().get(url)).statusCode, url).toBe(401);
      }
      const manager = await createStaffUser(production.database.db, { role: "manager" });
      const admin = await createStaffUser(production.database.db, { role: "admin" });
      const asManager = production.client();
      await asManager.login(manager.username);
      expect((await asManager.get("/api/docs/json")).statusCode).toBe(403);
      const asAdmin = production.client();
      await asAdmin.login(admin.username);
      const docs = await asAdmin.get("/api/docs/json");
      expect(docs.statusCode).toBe(200);
      expect(docs.json().paths).toHaveProperty("/api/health/ready");
    } finally {
      await production.close();
    }
  }, 120_000);
});

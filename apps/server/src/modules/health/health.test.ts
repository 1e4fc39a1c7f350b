import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, useTestApp } from "../../../test/test-app";

const { ctx, clients } = useTestApp({ login: { admin: "admin", manager: "manager" } });

describe("health and API fallbacks", () => {
  it("GET /api/health answers ok", async () => {
    const response = await ctx.client().get("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /api/health/ready answers 200 while the database answers", async () => {
    const response = await ctx.client().get("/api/health/ready");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /api/health/ready answers 503 within about a second when the database is too slow, while /api/health stays 200", async () => {
    // Every connection held by a transaction for 3 s (the embedded database has one, PostgreSQL a pool).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const busy = Array.from({ length: 12 }, () =>
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      }),
    );
    setTimeout(() => release(), 3000);
    const started = Date.now();
    const response = await ctx.client().get("/api/health/ready");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(Date.now() - started).toBeLessThan(2500);
    expect((await ctx.client().get("/api/health")).statusCode).toBe(200);
    await Promise.all(busy);
  });

  it("GET /api/health/ready answers 503 when the database is down", async () => {
    const down = await createTestApp();
    await down.database.close();
    try {
      const response = await down.client().get("/api/health/ready");
      expect(response.statusCode).toBe(503);
      expect((await down.client().get("/api/health")).statusCode).toBe(200);
    } finally {
      await down.close().catch(() => {});
    }
  }, 120_000);

  it("GET /api/health/details tells the admin the database engine and this process's memory in MB", async () => {
    const response = await clients.admin.get("/api/health/details");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: "ok", database: process.env.TEST_DATABASE_URL ? "postgres" : "embedded" });
    // The test runs in the server's process: its own reading must agree, in MB rather than bytes.
    const rssMb = process.memoryUsage().rss / (1024 * 1024);
    expect(Math.abs(body.memoryMb.rss - rssMb)).toBeLessThan(100);
    expect(body.memoryMb.heapUsed).toBeGreaterThan(0);
    expect(body.memoryMb.heapUsed).toBeLessThan(body.memoryMb.rss);
    expect(body.memoryMb.external).toBeGreaterThan(0);
  });

  it("GET /api/health/details is for admins only", async () => {
    expect((await ctx.client().get("/api/health/details")).statusCode).toBe(401);
    expect((await clients.manager.get("/api/health/details")).statusCode).toBe(403);
  });

  it("an unknown /api path is a JSON 404 in Indonesian", async () => {
    const response = await ctx.client().get("/api/tidak-ada");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "ROUTE_NOT_FOUND", message: "Alamat API tidak ditemukan." });
  });

  it("serves the OpenAPI document", async () => {
    const response = await ctx.client().get("/api/docs/json");
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty("/api/auth/login");
  });

  it("sends security headers", async () => {
    const response = await ctx.client().get("/api/health");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

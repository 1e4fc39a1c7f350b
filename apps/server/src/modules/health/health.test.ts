import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";

const { ctx, clients } = useTestApp({ login: { admin: "admin", manager: "manager" } });

describe("health and API fallbacks", () => {
  it("GET /api/health answers ok", async () => {
    const response = await ctx.client().get("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

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

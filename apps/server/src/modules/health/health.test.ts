import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";

const { ctx } = useTestApp();

describe("health and API fallbacks", () => {
  it("GET /api/health answers ok", async () => {
    const response = await ctx.client().get("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
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

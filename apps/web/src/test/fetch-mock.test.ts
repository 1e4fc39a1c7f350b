import { describe, expect, it } from "vitest";
import { CHECKED_ROUTES, checkAgainstContract, contractBreaches, mockApi } from "./fetch-mock";
import { stockItem } from "./stock-items";

describe("the fake API checks its answers with the server's contracts", () => {
  it("records a fake answer its contract refuses, and a route the server does not have, and lets a good one pass", async () => {
    mockApi({
      "GET /api/stock": { body: [stockItem("Gula", 50)] },
      "GET /api/suppliers": { body: [{ _id: "s-1", name: "Toko Gula" }] },
      "GET /api/gudang": { body: [] },
    });
    await fetch("/api/stock");
    expect(contractBreaches).toEqual([]);

    await fetch("/api/suppliers");
    await fetch("/api/gudang");
    const breaches = contractBreaches.splice(0);
    expect(breaches).toHaveLength(2);
    expect(breaches[0]).toMatch(/^GET \/api\/suppliers \(GET \/api\/suppliers\): .*0\.phone: /);
    expect(breaches[1]).toBe("GET /api/gudang: the server has no such route");
  });

  it("finds a route by its path's ids, prefers a fixed path, and leaves error answers alone", () => {
    const check = (path: string, answer: Parameters<typeof checkAgainstContract>[2]) =>
      checkAgainstContract("GET", path, answer, "all");
    check("/api/orders/my", { body: { data: [], page: 1, limit: 50, total: 0 } });
    check("/api/orders/o-1", { body: { data: [] } });
    check("/api/orders/o-1", { status: 404, body: { message: "Pesanan tidak ditemukan." } });
    const breaches = contractBreaches.splice(0);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatch(/^GET \/api\/orders\/o-1 \(GET \/api\/orders\/:id\): /);
  });

  it("fails a test only on the routes whose fakes all keep their contract so far", () => {
    expect(CHECKED_ROUTES.has("GET /api/suppliers")).toBe(true);
    // A route not checked yet: its contract would refuse this table without a status.
    expect(CHECKED_ROUTES.has("GET /api/tables")).toBe(false);
    checkAgainstContract("GET", "/api/tables", { body: [{ name: "Meja 1" }] });
    expect(contractBreaches).toEqual([]);
    checkAgainstContract("GET", "/api/tables", { body: [{ name: "Meja 1" }] }, "all");
    expect(contractBreaches.splice(0)).toHaveLength(1);
  });
});

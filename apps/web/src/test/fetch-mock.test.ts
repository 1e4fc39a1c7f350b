import { describe, expect, it } from "vitest";
import { checkAgainstContract, contractBreaches, mockApi } from "./fetch-mock";
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
      checkAgainstContract("GET", path, answer);
    check("/api/orders/my", { body: { data: [], page: 1, limit: 50, total: 0 } });
    check("/api/orders/o-1", { body: { data: [] } });
    check("/api/orders/o-1", { status: 404, body: { message: "Pesanan tidak ditemukan." } });
    const breaches = contractBreaches.splice(0);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatch(/^GET \/api\/orders\/o-1 \(GET \/api\/orders\/:id\): /);
  });

  it("checks every route the server has, the till's outbox sync among them", () => {
    // A table without its status: its contract refuses it.
    checkAgainstContract("GET", "/api/tables", { body: [{ name: "Meja 1" }] });
    // A sync answer without its results, and one whose order is not an order.
    checkAgainstContract("POST", "/api/orders/sync", { body: {} });
    checkAgainstContract("POST", "/api/orders/sync", {
      body: { results: [{ idempotencyKey: "k-1", status: 200, answer: { data: { _id: "o-1" } } }] },
    });
    checkAgainstContract("POST", "/api/orders/sync", { body: { results: [] } });
    const breaches = contractBreaches.splice(0);
    expect(breaches).toHaveLength(3);
    expect(breaches[0]).toMatch(/^GET \/api\/tables \(GET \/api\/tables\): /);
    expect(breaches[1]).toMatch(/^POST \/api\/orders\/sync \(POST \/api\/orders\/sync\): results: /);
    // Matching neither shape an order's answer may have, it says what the nearest lacks.
    expect(breaches[2]).toMatch(/: results\.0\.answer\.data\.orderId: /);
  });

  it("records a success answer with a status the route never answers: 200 where the server creates with 201", () => {
    checkAgainstContract("POST", "/api/units", {});
    checkAgainstContract("DELETE", "/api/units/u-1", { status: 204 });
    // A download is declared too (its file has no JSON to check), so its status is still checked.
    checkAgainstContract("GET", "/api/member/documents/panduan", { status: 201 });
    checkAgainstContract("GET", "/api/member/documents/panduan", {});
    // Both statuses a route declares pass: a new order 201, a replayed one 200.
    checkAgainstContract("POST", "/api/orders", { status: 200 });
    checkAgainstContract("POST", "/api/orders", { status: 201 });
    // The payment simulator (a fake Xendit) declares no answer: nothing of the web calls it.
    checkAgainstContract("POST", "/api/payments/simulator/v2/invoices", { body: {} });
    const breaches = contractBreaches.splice(0);
    expect(breaches).toEqual([
      "POST /api/units (POST /api/units): answers 200 where the server answers 201",
      "DELETE /api/units/u-1 (DELETE /api/units/:id): answers 204 where the server answers 200",
      "GET /api/member/documents/panduan (GET /api/member/documents/:kind): answers 201 where the server answers 200",
      "POST /api/payments/simulator/v2/invoices (POST /api/payments/simulator/v2/invoices): the server declares no success answer for this route",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { ZodObject, ZodOptional, ZodType } from "zod";
import { createOrder, createStockItem } from "./factories";
import { useTestApp } from "./test-app";

/**
 * Every paged list sorts on the server by its own keys (docs/api-conventions.md#sorting). The
 * routes are the ones the app registers with a `page` in their query, so a new paged list without
 * sort keys fails here; each key is asked for both ways, on the embedded database and PostgreSQL.
 */
const pagedLists = new Map<string, string[]>();
const { db, clients } = useTestApp({
  onRoute: (route) => {
    const query = route.schema?.querystring as ZodObject | undefined;
    if (!route.url.startsWith("/api") || ![route.method].flat().includes("GET") || !query?.shape?.page) return;
    const sort = query.shape.sort as ZodOptional<ZodType & { options: string[] }> | undefined;
    pagedLists.set(route.url, sort ? sort.unwrap().options : []);
  },
  login: { admin: "admin", customer: "customer", franchise: "franchise" },
});

/** Who reads each list: the back office unless the list is a customer's or a member's own. */
const CALLER: Record<string, "customer" | "franchise"> = {
  "/api/orders/my": "customer",
  "/api/stock-requests/my": "franchise",
};

describe("sorting paged lists", () => {
  it("every paged list takes each of its sort keys both ways, and refuses one it does not know in Indonesian", async () => {
    const item = await createStockItem(db());
    expect(pagedLists.size, "the paged lists were found").toBeGreaterThanOrEqual(13);
    for (const [route, keys] of pagedLists) {
      expect(keys.length, `${route} has sort keys`).toBeGreaterThan(0);
      const client = clients[CALLER[route] ?? "admin"];
      const path = route.replace(":id", item.id);
      for (const key of keys) {
        for (const order of ["asc", "desc"]) {
          const response = await client.get(`${path}?sort=${key}&order=${order}&limit=5`);
          expect(response.statusCode, `${path} sort=${key} order=${order}: ${response.body}`).toBe(200);
        }
      }
      const unknown = await client.get(`${path}?sort=warna`);
      expect(unknown.statusCode, `${path} sort=warna`).toBe(400);
      expect(unknown.json().message).toBe(`Urutkan menurut salah satu dari: ${keys.join(", ")}.`);
      const backwards = await client.get(`${path}?sort=${keys[0]}&order=naik`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toBe("Arah urutan harus asc atau desc.");
    }
  });

  it("orders sort by total both ways, ties in the usual newest-first order, and pages follow the sort", async () => {
    const made: Awaited<ReturnType<typeof createOrder>>[] = [];
    for (const [minutesAgo, totalAmount] of [
      [40, 50_000],
      [30, 15_000],
      [20, 50_000],
      [10, 30_000],
    ] as const) {
      made.push(await createOrder(db(), { totalAmount, createdAt: new Date(Date.now() - minutesAgo * 60_000) }));
    }
    const [oldest50, only15, newer50, only30] = made.map((order) => order.orderId);
    const ids = async (query: string) =>
      ((await clients.admin.get(`/api/orders?${query}`)).json().data as { orderId: string }[])
        .map((order) => order.orderId)
        .filter((id) => made.some((order) => order.orderId === id));

    expect(await ids("sort=total&order=desc")).toEqual([newer50, oldest50, only30, only15]);
    expect(await ids("sort=total")).toEqual([only15, only30, newer50, oldest50]);
    expect(await ids("sort=time&order=asc")).toEqual([oldest50, only15, newer50, only30]);
    expect(await ids("")).toEqual([only30, newer50, only15, oldest50]);
    // Page by page the rows come in the same order as one page, none twice.
    const paged: string[] = [];
    for (const page of [1, 2, 3, 4]) paged.push(...(await ids(`sort=total&order=desc&limit=1&page=${page}`)));
    expect(paged).toEqual([newer50, oldest50, only30, only15]);
  });
});

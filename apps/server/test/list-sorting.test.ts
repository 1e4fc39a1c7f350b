import { describe, expect, it } from "vitest";
import type { ZodObject, ZodOptional, ZodType } from "zod";
import { suppliers } from "../src/db/schema";
import { createOrder, createStockItem } from "./factories";
import { useTestApp } from "./test-app";

/**
 * Every paged list, and every whole list an owner sorts, sorts on the server by its own keys
 * (docs/api-conventions.md#sorting). The routes are the ones the app registers with a `page` or a
 * `sort` in their query, so a new paged list without sort keys fails here; each key is asked for
 * both ways, on the embedded database and PostgreSQL.
 */
const sortedLists = new Map<string, { keys: string[]; paged: boolean }>();
const { db, clients } = useTestApp({
  onRoute: (route) => {
    const query = route.schema?.querystring as ZodObject | undefined;
    const paged = Boolean(query?.shape?.page);
    if (!route.url.startsWith("/api") || ![route.method].flat().includes("GET") || !(paged || query?.shape?.sort))
      return;
    const sort = query?.shape.sort as ZodOptional<ZodType & { options: string[] }> | undefined;
    sortedLists.set(route.url, { keys: sort ? sort.unwrap().options : [], paged });
  },
  login: { admin: "admin", customer: "customer", franchise: "franchise" },
});

/** Who reads each list: the back office unless the list is a customer's or a member's own. */
const CALLER: Record<string, "customer" | "franchise"> = {
  "/api/orders/my": "customer",
  "/api/stock-requests/my": "franchise",
};

/** The whole lists that sort on the server; a new one is found by its `sort`, this says none was lost. */
const WHOLE_LISTS = ["/api/stock", "/api/suppliers"];

describe("sorting lists", () => {
  it("every paged or sorted whole list takes each of its sort keys both ways, and refuses one it does not know in Indonesian", async () => {
    const item = await createStockItem(db());
    const paged = [...sortedLists.values()].filter((list) => list.paged);
    expect(paged.length, "the paged lists were found").toBeGreaterThanOrEqual(13);
    expect([...sortedLists.keys()]).toEqual(expect.arrayContaining(WHOLE_LISTS));
    for (const [route, { keys, paged }] of sortedLists) {
      expect(keys.length, `${route} has sort keys`).toBeGreaterThan(0);
      const client = clients[CALLER[route] ?? "admin"];
      const path = route.replace(":id", item.id);
      for (const key of keys) {
        for (const order of ["asc", "desc"]) {
          const response = await client.get(`${path}?sort=${key}&order=${order}${paged ? "&limit=5" : ""}`);
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

  it("the stock sorts by value and quantity, and suppliers by contact, each both ways", async () => {
    const [cheapMany, dearFew] = [
      await createStockItem(db(), { name: "Zz gula murah", quantityInStock: 100, cost: 10 }),
      await createStockItem(db(), { name: "Aa vanili mahal", quantityInStock: 2, cost: 5_000 }),
    ];
    const ours = (rows: { _id: string }[]) =>
      rows.map((row) => row._id).filter((id) => id === cheapMany.id || id === dearFew.id);
    const stock = async (query: string) => ours((await clients.admin.get(`/api/stock?${query}`)).json());
    expect(await stock("sort=value&order=desc")).toEqual([dearFew.id, cheapMany.id]);
    expect(await stock("sort=value")).toEqual([cheapMany.id, dearFew.id]);
    expect(await stock("sort=stock&order=desc")).toEqual([cheapMany.id, dearFew.id]);
    expect(await stock("")).toEqual([dearFew.id, cheapMany.id]);
    // A franchise member's catalog shows names only: a sort by value keeps the name's order.
    const catalog = ours((await clients.franchise.get("/api/stock?sort=value&order=desc")).json());
    expect(catalog).toEqual([dearFew.id, cheapMany.id]);

    const [budi, agus] = await db()
      .insert(suppliers)
      .values([
        { name: "A Supplier Sort", contactPerson: "budi", phone: "081234567890" },
        { name: "B Supplier Sort", contactPerson: "Agus", phone: "081234567891" },
      ])
      .returning();
    const supplierIds = async (query: string) =>
      ((await clients.admin.get(`/api/suppliers?${query}`)).json() as { _id: string }[])
        .map((row) => row._id)
        .filter((id) => id === budi.id || id === agus.id);
    expect(await supplierIds("sort=contact")).toEqual([agus.id, budi.id]);
    expect(await supplierIds("sort=contact&order=desc")).toEqual([budi.id, agus.id]);
    expect(await supplierIds("")).toEqual([budi.id, agus.id]);
  });
});

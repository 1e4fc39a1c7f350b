import { addDays, todayKey } from "@kedai/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { expenseCategories, suppliers } from "../src/db/schema";
import { createLocation, createStockItem } from "./factories";
import { useTestApp } from "./test-app";

// A stock count dated 9999-12-31 was accepted and stood as the newest count for ever. Every record
// of something that happened on a day (a stock count, a purchase, a stock adjustment, an expense)
// is dated at most tomorrow in the business time zone (docs/business-rules.md#dates).

const { db, clients } = useTestApp({ login: { admin: "admin" } });

let outletId = "";
let stockItemId = "";
let supplierId = "";
let categoryId = "";
beforeAll(async () => {
  outletId = (await createLocation(db(), { name: "Outlet Tanggal" })).id;
  stockItemId = (await createStockItem(db(), { quantityInStock: 100 }, { at: outletId })).id;
  [{ id: supplierId }] = await db().insert(suppliers).values({ name: "CV Tanggal", phone: "0221234500" }).returning();
  [{ id: categoryId }] = await db().insert(expenseCategories).values({ name: "Listrik Tanggal" }).returning();
});

/** Each route that records something happening on a day: its path, its date field, a body dated `day`. */
const routes: Array<{ path: string; field: string; body: (day: string) => object }> = [
  {
    path: "/api/stock-counts",
    field: "date",
    body: (date) => ({ location: outletId, date, items: [{ stockItem: stockItemId, countedQuantity: 90 }] }),
  },
  {
    path: "/api/purchases",
    field: "purchaseDate",
    body: (purchaseDate) => ({
      supplier: supplierId,
      purchaseDate,
      items: [{ stockItem: stockItemId, quantity: 1, purchasePrice: 1000 }],
    }),
  },
  {
    path: "/api/stock-adjustments",
    field: "date",
    body: (date) => ({ stockItem: stockItemId, type: "Rusak", quantity: 1, location: outletId, date }),
  },
  { path: "/api/expenses", field: "date", body: (date) => ({ category: categoryId, amount: 5000, date }) },
];

const today = () => todayKey();
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

describe("the day something happened on", () => {
  it.each(routes)("$path refuses 9999-12-31 and the day after tomorrow, and takes tomorrow", async (route) => {
    const tomorrow = addDays(today(), 1);
    const message = `Tanggal tidak boleh setelah besok (${dayText(tomorrow)}).`;
    for (const day of ["9999-12-31", addDays(today(), 2)]) {
      const refused = await clients.admin.post(route.path, route.body(day));
      expect(refused.statusCode, `${route.path} ${day}`).toBe(400);
      expect(refused.json()).toMatchObject({ code: "VALIDATION", message, fields: { [route.field]: message } });
    }
    const list = (await clients.admin.get(`${route.path}?limit=100`)).json();
    expect(JSON.stringify(list)).not.toContain("9999-12-31");

    const taken = await clients.admin.post(route.path, route.body(tomorrow));
    expect(taken.statusCode, taken.body).toBe(201);
    const yesterday = await clients.admin.post(route.path, route.body(addDays(today(), -1)));
    expect(yesterday.statusCode, yesterday.body).toBe(201);
  });

  it("holds a stock count's draft to the same day when it is changed", async () => {
    const created = await clients.admin.post("/api/stock-counts", routes[0].body(today()));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data?._id ?? created.json()._id;
    const changed = await clients.admin.put(`/api/stock-counts/${id}`, routes[0].body("9999-12-31"));
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields.date).toMatch(/^Tanggal tidak boleh setelah besok/);
  });
});

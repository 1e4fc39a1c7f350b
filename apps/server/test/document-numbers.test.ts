import type { StockCountRecord, StockTransferRecord } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { locations } from "../src/db/schema";
import { setClockOffset } from "../src/lib/clock";
import { createLocation, createStockItem } from "./factories";
import { useTestApp } from "./test-app";

/**
 * Transfers and stock counts carry a document number on their papers (ADR 0053): "TRF-2026-0012",
 * a sequence per year in the business time zone, given once when the paper is made.
 */
const { db, clients } = useTestApp({ login: { admin: "admin" } });
let headOfficeId: string;
let outletId: string;
let item: { id: string };
const thisYear = Number(
  new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Jakarta", year: "numeric" }).format(new Date()),
);

beforeAll(async () => {
  [{ id: headOfficeId }] = await db().select().from(locations).where(eq(locations.kind, "head_office"));
  outletId = (await createLocation(db(), { name: "Outlet Nomor" })).id;
  item = await createStockItem(db(), { name: "Tepung Nomor", quantityInStock: 1000 }, { at: headOfficeId });
});
afterEach(() => setClockOffset(0));

const send = (quantity: number) =>
  clients.admin.post("/api/stock-transfers", {
    from: headOfficeId,
    to: outletId,
    items: [{ stockItem: item.id, quantity }],
  });
const sent = async (quantity = 1) => {
  const response = await send(quantity);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as StockTransferRecord;
};

describe("document numbers", () => {
  it("numbers transfers per year in the order they are sent, none twice when sent at once, none lost to a refusal", async () => {
    const first = await sent();
    expect(first.number).toBe(`TRF-${thisYear}-0001`);
    // Sending more than head office holds is refused: its number is given back.
    expect((await send(1_000_000)).statusCode).toBe(409);
    const together = await Promise.all([sent(), sent(), sent()]);
    expect(together.map((transfer) => transfer.number).sort()).toEqual([2, 3, 4].map((n) => `TRF-${thisYear}-000${n}`));
    // The list and the transfer read back carry it.
    const listed = (await clients.admin.get("/api/stock-transfers")).json().data as StockTransferRecord[];
    expect(listed.find((transfer) => transfer._id === first._id)?.number).toBe(first.number);
    expect((await clients.admin.get(`/api/stock-transfers/${first._id}`)).json().number).toBe(first.number);

    // A new year starts again at 0001.
    const nextNewYear = Date.UTC(thisYear + 1, 0, 1, 1) - 7 * 3_600_000; // 01.00 on 1 January in Jakarta
    setClockOffset(nextNewYear - Date.now());
    expect((await sent()).number).toBe(`TRF-${thisYear + 1}-0001`);
  });

  it("numbers stock counts with their own sequence, kept when the draft is edited", async () => {
    const create = async () => {
      const response = await clients.admin.post("/api/stock-counts", {
        location: outletId,
        date: "2026-11-20",
        items: [{ stockItem: item.id, countedQuantity: 0 }],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as StockCountRecord;
    };
    const first = await create();
    const second = await create();
    expect([first.number, second.number]).toEqual([`OPN-${thisYear}-0001`, `OPN-${thisYear}-0002`]);
    const edited = await clients.admin.put(`/api/stock-counts/${first._id}`, { notes: "dihitung ulang" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.number).toBe(first.number);
  });
});

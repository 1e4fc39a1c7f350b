import { describe, expect, it } from "vitest";
import { createUnit } from "./factories";
import { useTestApp } from "./test-app";

/**
 * Two admins (or a double click) sending the same new record at the same moment: exactly one is
 * stored and the others get a 409 with the resource's own message, never a 500 from the
 * database's unique index. On PostgreSQL (CI's second run) these requests really interleave.
 */

const { clients, db } = useTestApp({ login: { admin: "admin" } });

type Case = { resource: string; url: string; body: () => Promise<Record<string, unknown>>; message: RegExp };

const cases: Case[] = [
  { resource: "category", url: "/api/categories", body: async () => ({ name: "Kembar" }), message: /Kembar/ },
  { resource: "unit", url: "/api/units", body: async () => ({ name: "kembar" }), message: /kembar/ },
  {
    resource: "stock item",
    url: "/api/stock",
    body: async () => ({ name: "Bahan Kembar", unit: (await createUnit(db())).id, quantityInStock: 1, cost: 10 }),
    message: /Bahan Kembar/,
  },
  {
    resource: "location",
    url: "/api/locations",
    body: async () => ({ name: "Cabang Kembar", address: "Jl. Kembar 2" }),
    message: /cabang-kembar/,
  },
];

describe("simultaneous creates of the same name", () => {
  it.each(cases)("store one $resource and answer 409 to the rest", async ({ url, body, message }) => {
    const payload = await body();
    const answers = await Promise.all([1, 2, 3].map(() => clients.admin.post(url, payload)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: "NAME_TAKEN", message: expect.stringMatching(message) });
    }
    const list = (await clients.admin.get(url)).json<{ name: string }[]>();
    expect(list.filter((row) => row.name === payload.name)).toHaveLength(1);
  });
});

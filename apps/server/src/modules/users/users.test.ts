import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";

/** GET /api/users/waiters: the waiter choices of the till's new-order screen. */
const {
  ctx,
  db,
  clients: { admin, manager, cashier, staff, customer },
  accounts,
} = useTestApp({
  login: { admin: "admin", manager: "manager", cashier: "cashier", staff: "staff", customer: "customer" },
});

type Choice = { _id: string; fullName: string; role: string; label: string };
const waiters = async (client: typeof admin) => {
  const response = await client.get("/api/users/waiters");
  expect(response.statusCode).toBe(200);
  return response.json() as Choice[];
};

let ids: Record<"ani" | "budi" | "citra" | "dodi" | "eka", string>;
beforeAll(async () => {
  const make = async (fullName: string, role: "admin" | "manager" | "cashier" | "staff") =>
    (await createStaffUser(db(), { fullName, role })).id;
  ids = {
    ani: await make("ani Pelayan", "staff"),
    budi: await make("Budi Pelayan", "staff"),
    citra: await make("Citra Kasir Lain", "cashier"),
    dodi: await make("Dodi Manajer", "manager"),
    eka: await make("Eka Admin", "admin"),
  };
});

describe("waiter choices", () => {
  it("admin and manager choose from every staff account, each with its own role, by name", async () => {
    for (const client of [admin, manager]) {
      const list = await waiters(client);
      const byId = new Map(list.map((c) => [c._id, c]));
      expect(byId.get(ids.ani)).toEqual({ _id: ids.ani, fullName: "ani Pelayan", role: "staff", label: "Staff" });
      expect(byId.get(ids.citra)).toMatchObject({ role: "cashier", label: "Kasir" });
      expect(byId.get(ids.dodi)).toMatchObject({ role: "manager", label: "Manajer" });
      expect(byId.get(ids.eka)).toMatchObject({ role: "admin", label: "Admin" });
      for (const account of [accounts.admin, accounts.manager, accounts.cashier, accounts.staff])
        expect(byId.has(account.id)).toBe(true);
      // 5 made here plus the 4 logged-in staff accounts; the customer is no staff account.
      expect(list).toHaveLength(9);
      expect(byId.has(accounts.customer.id)).toBe(false);
      const names = list.map((c) => c.fullName);
      expect(names.slice(0, 2)).toEqual(["ani Pelayan", "Budi Pelayan"]);
      expect(names).toEqual(
        [...names].sort((a, b) => a.localeCompare(b, "id", { numeric: true, sensitivity: "base" })),
      );
    }
  });

  it("a cashier chooses a staff member or themselves, shown as the cashier", async () => {
    const list = await waiters(cashier);
    expect(list.map((c) => c._id).sort()).toEqual([ids.ani, ids.budi, accounts.staff.id, accounts.cashier.id].sort());
    expect(list.find((c) => c._id === accounts.cashier.id)).toMatchObject({ role: "cashier", label: "Kasir" });
    expect(list.filter((c) => c._id !== accounts.cashier.id).every((c) => c.role === "staff")).toBe(true);
    expect(list.slice(0, 2).map((c) => c.fullName)).toEqual(["ani Pelayan", "Budi Pelayan"]);
  });

  it("a staff member at the till is listed once, as the cashier", async () => {
    const list = await waiters(staff);
    expect(list.map((c) => c._id).sort()).toEqual([ids.ani, ids.budi, accounts.staff.id].sort());
    expect(list.find((c) => c._id === accounts.staff.id)).toMatchObject({ role: "cashier", label: "Kasir" });
  });

  it("never sends usernames or password hashes", async () => {
    const response = await admin.get("/api/users/waiters");
    expect(response.body).not.toMatch(/username|password|scrypt|pegawai-uji/i);
  });

  it("refuses customers (403) and guests (401)", async () => {
    expect((await customer.get("/api/users/waiters")).statusCode).toBe(403);
    expect((await ctx.client().get("/api/users/waiters")).statusCode).toBe(401);
  });
});

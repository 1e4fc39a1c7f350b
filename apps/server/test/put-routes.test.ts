import { PUT_KINDS, type PutKind } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import type { ZodObject, ZodType } from "zod";
import {
  createCategory,
  createCustomer,
  createLocation,
  createOption,
  createOptionGroup,
  createOrder,
  createProduct,
  createPromo,
  createRegisterSession,
  createStaffUser,
  createStockItem,
  createTable,
  createUnit,
} from "./factories";
import { formFields, multipartForm } from "./multipart";
import type { TestClient } from "./test-app";
import { useTestApp } from "./test-app";

/**
 * The API's rule for PUT (docs/api-conventions.md#put), held over every PUT route the app
 * registers: each declares `config.put`. A record update sent one field changes that field and
 * nothing else of the record (read back through the API), and a required field sent empty is a
 * 400 naming it that changes nothing. An action sent without its required fields is a 400
 * naming them, and changes nothing.
 */

const MADE_UP_ID = "00000000-0000-0000-0000-000000000000";

type Caller = "admin" | "customer" | "franchise";
type Json = Record<string, unknown>;

/** One record a record-update route changes: where to send the PUT and how to read the record back. */
type Target = { path: string; read: () => Promise<Json> };

type RecordUpdate = {
  caller?: Caller;
  /** Makes a record to change. */
  target: () => Promise<Target>;
  /** The one field sent, its new value as the record read back shows it, and fields that repeat it. */
  change: { field: string; value: unknown; mirrors?: string[] };
  /** A required field: sent empty, it is refused. */
  required: string;
  /** The body as the route takes it (default JSON). */
  send?: (body: Json) => { payload: unknown; headers?: Record<string, string> };
};

/** Every PUT route the app registers: what it declares itself to be, and its body's contract. */
const routes = new Map<string, { kind: PutKind | undefined; body: ZodType | undefined }>();
const { db, clients, accounts } = useTestApp({
  onRoute: (route) => {
    if (route.url.startsWith("/api") && [route.method].flat().includes("PUT"))
      routes.set(`PUT ${route.url}`, { kind: route.config?.put, body: route.schema?.body as ZodType | undefined });
  },
  login: { admin: "admin", customer: "customer", franchise: "franchise" },
});

const get = async (caller: Caller, path: string): Promise<Json> => {
  const response = await clients[caller].get(path);
  expect(response.statusCode, `GET ${path}`).toBe(200);
  return response.json();
};
/** The row with this id in a list the API answers. */
const fromList = (caller: Caller, path: string, id: string) => async (): Promise<Json> => {
  const answer = (await get(caller, path)) as unknown;
  const rows = (Array.isArray(answer) ? answer : (answer as { data: Json[] }).data) as Json[];
  const row = rows.find((candidate) => candidate._id === id);
  expect(row, `${path} lists ${id}`).toBeDefined();
  return row as Json;
};
const created = async (client: TestClient, path: string, body: Json): Promise<Json> => {
  const response = await client.post(path, body);
  expect(response.statusCode, `POST ${path}: ${response.body}`).toBe(201);
  const answer = response.json();
  return (answer.data ?? answer) as Json;
};

const RECORD_UPDATES: Record<string, RecordUpdate> = {
  "PUT /api/units/:id": {
    target: async () => {
      const { id } = await createUnit(db());
      return { path: `/api/units/${id}`, read: () => get("admin", `/api/units/${id}`) };
    },
    change: { field: "name", value: "satuan-baru" },
    required: "name",
  },
  "PUT /api/categories/:id": {
    target: async () => {
      const { id } = await createCategory(db());
      return { path: `/api/categories/${id}`, read: fromList("admin", "/api/categories", id) };
    },
    change: { field: "name", value: "Kategori Baru" },
    required: "name",
  },
  "PUT /api/expenses/categories/:id": {
    target: async () => {
      const { _id } = await created(clients.admin, "/api/expenses/categories", { name: "Listrik Uji" });
      const id = String(_id);
      return { path: `/api/expenses/categories/${id}`, read: fromList("admin", "/api/expenses/categories", id) };
    },
    change: { field: "name", value: "Air Uji" },
    required: "name",
  },
  "PUT /api/customizations/options/:id": {
    target: async () => {
      const { id } = await createOption(db(), { price: 3000 });
      return { path: `/api/customizations/options/${id}`, read: fromList("admin", "/api/customizations/options", id) };
    },
    change: { field: "name", value: "Keju Ekstra" },
    required: "name",
  },
  "PUT /api/customizations/option-sets/:id": {
    target: async () => {
      const { id } = await createOptionGroup(db(), { type: "radio" });
      return {
        path: `/api/customizations/option-sets/${id}`,
        read: fromList("admin", "/api/customizations/option-sets", id),
      };
    },
    change: { field: "name", value: "Topping Baru" },
    required: "name",
  },
  "PUT /api/suppliers/:id": {
    target: async () => {
      const { _id } = await created(clients.admin, "/api/suppliers", {
        name: "CV Tepung Uji",
        phone: "022 4231234",
        contactPerson: "Bu Sari",
        address: "Jl. Pasar 1",
        notes: "Kirim Senin",
      });
      return { path: `/api/suppliers/${_id}`, read: () => get("admin", `/api/suppliers/${_id}`) };
    },
    change: { field: "phone", value: "0812 3456 789" },
    required: "name",
  },
  "PUT /api/tables/:id": {
    target: async () => {
      const { id } = await createTable(db(), { capacity: 6, status: "Reserved" });
      return { path: `/api/tables/${id}`, read: () => get("admin", `/api/tables/${id}`) };
    },
    change: { field: "name", value: "Meja Teras" },
    required: "capacity",
  },
  "PUT /api/locations/:id": {
    target: async () => {
      const { id } = await createLocation(db(), { taxRatePercent: 10, taxLabel: "PB1 (10%)", status: "Inactive" });
      return { path: `/api/locations/${id}`, read: () => get("admin", `/api/locations/${id}`) };
    },
    change: { field: "address", value: "Jl. Baru No. 2" },
    required: "name",
  },
  "PUT /api/printers/:id": {
    target: async () => {
      const outlet = await createLocation(db());
      const { _id } = await created(clients.admin, "/api/printers", {
        name: "Printer Dapur",
        outlet: outlet.id,
        role: "kitchen",
        connection: { type: "dialog" },
        paperWidth: 58,
        orderQr: true,
      });
      return { path: `/api/printers/${_id}`, read: fromList("admin", "/api/printers", String(_id)) };
    },
    change: { field: "name", value: "Printer Bar" },
    required: "name",
  },
  "PUT /api/promos/:id": {
    target: async () => {
      const code = `HEMAT${Math.floor(Math.random() * 1e6)}`;
      const { id } = await createPromo(db(), "percentage", 15, { code, description: "Akhir pekan" });
      return { path: `/api/promos/${id}`, read: fromList("admin", "/api/promos", id) };
    },
    change: { field: "name", value: "Promo Gajian" },
    required: "startDate",
  },
  "PUT /api/stock/:id": {
    target: async () => {
      const { id } = await createStockItem(db(), { cost: 95, isPackaging: true, lowStockThreshold: 3 });
      return { path: `/api/stock/${id}`, read: () => get("admin", `/api/stock/${id}`) };
    },
    change: { field: "name", value: "Tepung Terigu" },
    required: "unit",
  },
  "PUT /api/users/staff/:id": {
    target: async () => {
      const outlet = await createLocation(db());
      const { id } = await createStaffUser(db(), {
        role: "cashier",
        phone: "081234567",
        assignedLocationId: outlet.id,
        payrollType: "hourly",
        payrollRate: 15000,
      });
      return { path: `/api/users/staff/${id}`, read: fromList("admin", "/api/users/staff", id) };
    },
    change: { field: "fullName", value: "Siti Kasir" },
    required: "username",
  },
  "PUT /api/menu/:id": {
    target: async () => {
      const outlet = await createLocation(db());
      const ingredient = await createStockItem(db());
      const group = await createOptionGroup(db());
      const { id } = await createProduct(db(), {
        locationId: outlet.id,
        description: "Manis",
        groupIds: [group.id],
        recipe: [{ stockItemId: ingredient.id, quantityUsed: 40 }],
      });
      return { path: `/api/menu/${id}`, read: () => get("admin", `/api/menu/items/${id}`) };
    },
    change: { field: "price", value: 27000 },
    required: "name",
    // The menu screen posts multipart/form-data.
    send: (body) => multipartForm(formFields(body)),
  },
  "PUT /api/settings": {
    target: async () => {
      const full = {
        companyName: "Kedai Crepes",
        address: "Jl. Braga 1, Bandung",
        logoUrl: "https://contoh.id/logo.png",
        bankName: "BCA",
        accountNumber: "1234567890",
        accountHolder: "PT Kedai",
        socialMedia: { instagram: "https://instagram.com/kedai", facebook: "", whatsapp: "", tiktok: "" },
        operationalHours: [{ day: "Senin", hours: "08.00–21.00" }],
        serviceChargePercent: 7,
      };
      expect((await clients.admin.put("/api/settings", full)).statusCode).toBe(200);
      return { path: "/api/settings", read: () => get("admin", "/api/settings") };
    },
    change: { field: "taxRatePercent", value: 10 },
    required: "taxLabel",
    // The settings screen sends the document as `settingsData` in multipart/form-data.
    send: (body) => multipartForm([{ name: "settingsData", value: JSON.stringify(body) }]),
  },
  "PUT /api/customers/profile": {
    caller: "customer",
    target: async () => ({ path: "/api/customers/profile", read: () => get("customer", "/api/auth/profile") }),
    change: { field: "name", value: "Budi Santoso", mirrors: ["fullName"] },
    required: "email",
  },
  "PUT /api/stock-counts/:id": {
    target: async () => {
      const outlet = await createLocation(db());
      const flour = await createStockItem(db(), {}, { at: outlet.id });
      const { _id } = await created(clients.admin, "/api/stock-counts", {
        location: outlet.id,
        date: "2026-11-20",
        items: [{ stockItem: flour.id, countedQuantity: 750 }],
        notes: "Gudang belakang",
      });
      return { path: `/api/stock-counts/${_id}`, read: () => get("admin", `/api/stock-counts/${_id}`) };
    },
    change: { field: "notes", value: "Gudang depan" },
    required: "location",
  },
};

/** What an action route is sent when a real record is easy to make, so "changes nothing" is read back. */
const ACTION_TARGETS: Record<string, () => Promise<Target>> = {
  "PUT /api/orders/:id": () => orderTarget(""),
  "PUT /api/orders/:id/status": () => orderTarget("/status"),
  "PUT /api/orders/:id/table": () => orderTarget("/table"),
  "PUT /api/register/close/:id": async () => {
    const session = await createRegisterSession(db(), { cashierId: accounts.admin.id });
    return {
      path: `/api/register/close/${session.id}`,
      read: () => get("admin", `/api/register/${session.id}/review`),
    };
  },
  "PUT /api/customers/:id/type": async () => {
    const { id } = await createCustomer(db());
    return { path: `/api/customers/${id}/type`, read: fromList("admin", "/api/customers", id) };
  },
  "PUT /api/stock/:id/low-stock-threshold": async () => {
    const { id } = await createStockItem(db());
    return { path: `/api/stock/${id}/low-stock-threshold`, read: () => get("admin", `/api/stock/${id}`) };
  },
  "PUT /api/customers/profile/addresses": async () => ({
    path: "/api/customers/profile/addresses",
    read: () => get("customer", "/api/auth/profile"),
  }),
};

async function orderTarget(action: string): Promise<Target> {
  const { id } = await createOrder(db());
  return { path: `/api/orders/${id}${action}`, read: () => get("admin", `/api/orders/${id}`) };
}

/**
 * Actions whose body has no required field: nothing to leave out. Each says why; an entry here
 * is a decision.
 */
const WITHOUT_REQUIRED_FIELDS: Record<string, string> = {
  "PUT /api/attendance/clock-out": "the only field, a note, is optional",
  "PUT /api/orders/:id/finalize":
    "an order already paid completes without a payment; one unpaid is refused by the service, not the body",
  "PUT /api/stock-counts/:id/post": "posting a draft takes no body",
  "PUT /api/stock-transfers/:id/cancel": "cancelling takes no body",
  "PUT /api/member/documents/:kind": "the body is the uploaded file (its absence is a 400 of its own)",
};

/** Customers' own routes are called as the customer; every other PUT as an admin. */
const CUSTOMER_ROUTES = ["PUT /api/customers/profile/addresses", "PUT /api/customers/change-password"];
const callerOf = (route: string): Caller =>
  RECORD_UPDATES[route]?.caller ?? (CUSTOMER_ROUTES.includes(route) ? "customer" : "admin");

const requiredFields = (body: ZodType | undefined): string[] =>
  body && "shape" in body
    ? Object.entries((body as ZodObject).shape)
        .filter(([, field]) => !(field as ZodType).safeParse(undefined).success)
        .map(([key]) => key)
    : [];

/** A record as read back, without what any write moves on. */
const withoutStamps = ({ updatedAt: _u, ...record }: Json): Json => record;
const withoutFields = (record: Json, fields: string[]): Json =>
  Object.fromEntries(Object.entries(withoutStamps(record)).filter(([key]) => !fields.includes(key)));

async function put(caller: Caller, route: string, path: string, body: Json) {
  const send = RECORD_UPDATES[route]?.send;
  if (!send) return clients[caller].put(path, body);
  const { payload, headers } = send(body);
  return clients[caller].request("PUT", path, { payload: payload as Buffer, headers });
}

const putRoutes = () => [...routes.keys()].sort();

describe("every PUT route", () => {
  it("declares whether it updates a record or carries an action, and each record update has a case here", () => {
    const names = putRoutes();
    expect(names.length).toBeGreaterThan(30);
    const undeclared = names.filter((route) => !PUT_KINDS.includes(routes.get(route)?.kind as PutKind));
    const records = names.filter((route) => routes.get(route)?.kind === "record");
    expect({ undeclared, records }).toEqual({ undeclared: [], records: Object.keys(RECORD_UPDATES).sort() });
    const actions = names.filter((route) => routes.get(route)?.kind === "action");
    const unknownExceptions = Object.keys({ ...WITHOUT_REQUIRED_FIELDS, ...ACTION_TARGETS }).filter(
      (route) => !actions.includes(route),
    );
    expect(unknownExceptions).toEqual([]);
  });

  describe.each(Object.keys(RECORD_UPDATES).sort())("record update %s", (route) => {
    const { change, required } = RECORD_UPDATES[route];
    const caller = callerOf(route);

    it(`sent only ${change.field}, changes ${change.field} and nothing else`, async () => {
      const { path, read } = await RECORD_UPDATES[route].target();
      const before = await read();
      const response = await put(caller, route, path, { [change.field]: change.value });
      expect(response.statusCode, response.body).toBe(200);
      const after = await read();
      expect(after[change.field]).toEqual(change.value);
      const sent = [change.field, ...(change.mirrors ?? [])];
      expect(withoutFields(after, sent)).toEqual(withoutFields(before, sent));
    });

    it(`refuses ${required} sent empty, naming it, and changes nothing`, async () => {
      const { path, read } = await RECORD_UPDATES[route].target();
      const before = await read();
      const response = await put(caller, route, path, { [required]: "" });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(required);
      expect(await read()).toEqual(before);
    });
  });

  it("refuses an action sent without its required fields, naming them, and changes nothing", async () => {
    const wrong: string[] = [];
    for (const route of putRoutes().filter((name) => routes.get(name)?.kind === "action")) {
      const required = requiredFields(routes.get(route)?.body);
      if (route in WITHOUT_REQUIRED_FIELDS) {
        if (required.length) wrong.push(`${route}: listed as having no required field, requires ${required}`);
        continue;
      }
      if (!required.length) {
        wrong.push(`${route}: requires no field; list it in WITHOUT_REQUIRED_FIELDS with why`);
        continue;
      }
      const target = (await ACTION_TARGETS[route]?.()) ?? {
        path: route.slice(4).replace(/:\w+/g, MADE_UP_ID),
        read: async () => ({}),
      };
      const before = await target.read();
      const response = await clients[callerOf(route)].put(target.path, {});
      const named = Object.keys(response.json().fields ?? {});
      if (response.statusCode !== 400 || required.some((field) => !named.includes(field)))
        wrong.push(`${route}: ${response.statusCode}, named ${named}, requires ${required}`);
      if (JSON.stringify(await target.read()) !== JSON.stringify(before)) wrong.push(`${route}: changed its record`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("clearing and keeping", () => {
  it("clears an optional field sent as null or empty, and keeps one left out", async () => {
    const { _id } = await created(clients.admin, "/api/suppliers", {
      name: "CV Gula Uji",
      phone: "022 7654321",
      contactPerson: "Pak Agus",
      address: "Jl. Gula 3",
      notes: "Bayar tempo",
    });
    const response = await clients.admin.put(`/api/suppliers/${_id}`, { address: null, notes: "" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: "CV Gula Uji", contactPerson: "Pak Agus", address: "", notes: "" });
  });

  it("a franchise member's profile: the outlet's name sent alone keeps the owner's name, phone and address", async () => {
    const full = { name: "Bu Rina", phone: "081211112222", outletName: "Kedai Rina", outletAddress: "Jl. Mawar 5" };
    expect((await clients.franchise.put("/api/customers/profile", full)).statusCode).toBe(200);
    const response = await clients.franchise.put("/api/customers/profile", { outletName: "Kedai Rina Dago" });
    expect(response.statusCode, response.body).toBe(200);
    expect(await get("franchise", "/api/auth/profile")).toMatchObject({ ...full, outletName: "Kedai Rina Dago" });
  });

  it("settings: a tax rate sent alone keeps the company, the logo and the bank account", async () => {
    const full = { companyName: "Kedai Uji", logoUrl: "https://contoh.id/l.png", accountNumber: "987654321" };
    expect((await clients.admin.put("/api/settings", full)).statusCode).toBe(200);
    const response = await clients.admin.put("/api/settings", { taxRatePercent: 10 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await get("admin", "/api/settings")).toMatchObject({ ...full, taxRatePercent: 10 });
  });
});

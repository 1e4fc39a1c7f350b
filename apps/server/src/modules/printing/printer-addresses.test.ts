import type { PrinterRecord } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocation } from "../../../test/factories";
import { FakePrinter } from "../../../test/fake-printer";
import { useTestApp } from "../../../test/test-app";
import { auditEvents, printers } from "../../db/schema";

// The outside security test used the printer form as a network scanner: a manager pointed a printer
// at 127.0.0.1:5432 or 169.254.169.254 and read the test page's answer. Printers name a private-LAN
// address on a printer port now, unless an admin sets the printer's override. This app runs as
// production does: no printers on loopback (the other printing tests allow them for their fakes).

const { db, clients } = useTestApp({
  env: { PRINTERS_ON_LOOPBACK: "false" },
  login: { admin: "admin", manager: "manager" },
});

let outletId = "";
const fake = new FakePrinter();
beforeAll(async () => {
  outletId = (await createLocation(db(), { name: "Outlet Alamat" })).id;
  await fake.start();
});
afterAll(() => fake.stop());

const HOST_MESSAGE =
  "Alamat printer harus alamat di jaringan lokal outlet: 192.168.x.x, 10.x.x.x, 172.16.x.x–172.31.x.x atau IPv6 fc00::/7.";
const PORT_MESSAGE = "Port printer harus 9100–9109 (cetak langsung), 515 (LPD) atau 631 (IPP).";

const body = (host: string, port: number, extra: object = {}) => ({
  outlet: outletId,
  name: `Dapur ${host} ${port}`,
  role: "kitchen",
  connection: { type: "network", host, port },
  paperWidth: 58,
  ...extra,
});

describe("a printer's address", () => {
  it.each([
    ["127.0.0.1", 5432, "connection.host", HOST_MESSAGE],
    ["127.8.9.10", 9100, "connection.host", HOST_MESSAGE],
    ["169.254.169.254", 80, "connection.host", HOST_MESSAGE],
    ["169.254.169.254", 9100, "connection.host", HOST_MESSAGE],
    ["0.0.0.0", 9100, "connection.host", HOST_MESSAGE],
    ["::1", 9100, "connection.host", HOST_MESSAGE],
    ["::ffff:7f00:1", 9100, "connection.host", HOST_MESSAGE],
    ["fe80::1", 9100, "connection.host", HOST_MESSAGE],
    ["8.8.8.8", 9100, "connection.host", HOST_MESSAGE],
    ["172.32.0.5", 9100, "connection.host", HOST_MESSAGE],
    ["localhost", 9100, "connection.host", HOST_MESSAGE],
    ["192.168.1.50", 5432, "connection.port", PORT_MESSAGE],
    ["10.0.0.7", 22, "connection.port", PORT_MESSAGE],
  ])("refuses %s:%i for a manager (400, nothing saved)", async (host, port, field, message) => {
    const response = await clients.manager.post("/api/printers", body(host, port));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message, fields: { [field]: message } });
    expect(await db().select().from(printers).where(eq(printers.host, host))).toHaveLength(0);
  });

  it.each([
    ["192.168.1.50", 9100],
    ["10.20.30.40", 9109],
    ["172.16.0.9", 515],
    ["172.31.255.1", 631],
    ["fd12:3456::50", 9100],
  ])("takes the outlet's network, %s:%i", async (host, port) => {
    const response = await clients.manager.post("/api/printers", body(host, port));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ connection: { host, port }, anyAddress: false });
  });

  it("moves a printer only to an allowed address", async () => {
    const created = (await clients.manager.post("/api/printers", body("192.168.1.60", 9100))).json() as PrinterRecord;
    const moved = await clients.manager.put(`/api/printers/${created._id}`, body("127.0.0.1", 5432));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields["connection.host"]).toBe(HOST_MESSAGE);
  });

  it("lets only an admin set the override, audited; a manager can then neither change nor clear that printer", async () => {
    const refused = await clients.manager.post("/api/printers", body("127.0.0.1", fake.port, { anyAddress: true }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Hanya admin yang dapat mengizinkan printer di alamat bebas/);

    const created = await clients.admin.post("/api/printers", body("127.0.0.1", fake.port, { anyAddress: true }));
    expect(created.statusCode, created.body).toBe(201);
    const printer = created.json() as PrinterRecord;
    expect(printer.anyAddress).toBe(true);
    const [audited] = await db().select().from(auditEvents).where(eq(auditEvents.entityId, printer._id));
    expect(audited).toMatchObject({
      action: "printer.address_override",
      entityType: "printer",
      label: printer.name,
      after: { anyAddress: true, address: `127.0.0.1:${fake.port}` },
    });

    // The override is the admin's choice: it prints there.
    const tested = await clients.manager.post(`/api/printers/${printer._id}/test`);
    expect(tested.statusCode, tested.body).toBe(200);
    expect((await fake.nextJob()).toString("latin1")).toContain("TES PRINTER");

    for (const change of [{}, { anyAddress: false }]) {
      const edited = await clients.manager.put(`/api/printers/${printer._id}`, body("127.0.0.1", 5432, change));
      expect(edited.statusCode).toBe(403);
    }
    const cleared = await clients.admin.put(
      `/api/printers/${printer._id}`,
      body("192.168.1.61", 9100, { anyAddress: false }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().anyAddress).toBe(false);
    const entries = await db().select().from(auditEvents).where(eq(auditEvents.entityId, printer._id));
    expect(entries.map((entry) => entry.after)).toContainEqual({ anyAddress: false, address: "192.168.1.61:9100" });
  });

  it("checks the address again when printing: one stored outside the rule (old data) is never connected to", async () => {
    const [row] = await db()
      .insert(printers)
      .values({
        name: "Lama",
        locationId: outletId,
        role: "kitchen",
        connectionType: "network",
        host: "127.0.0.1",
        port: fake.port,
        paperWidth: 58,
      })
      .returning();
    const queries = fake.statusQueries;
    const response = await clients.manager.post(`/api/printers/${row.id}/test`);
    expect(response.statusCode).toBe(502);
    // The same answer as a printer that is switched off: nothing about what listens there.
    expect(response.json()).toMatchObject({
      code: "PRINTER_UNREACHABLE",
      message: `Halaman tes tidak tercetak: Printer "Lama" (127.0.0.1:${fake.port}) tidak menjawab. Periksa daya, kabel jaringan dan alamat IP printer.`,
    });
    expect(fake.statusQueries).toBe(queries);
    expect(fake.untaken).toBe(0);
  });
});

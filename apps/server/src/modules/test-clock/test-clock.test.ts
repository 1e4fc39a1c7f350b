import { afterEach, describe, expect, it } from "vitest";
import { createLocation } from "../../../test/factories";
import { createTestApp, useTestApp } from "../../../test/test-app";

/** The test clock (PUT /api/test-clock) lets a journey skip the wait for a shift to last. */
const {
  db,
  clients: { admin },
  loginAs,
} = useTestApp({ login: { admin: "admin" } });

afterEach(async () => {
  await admin.put("/api/test-clock", { offsetMinutes: 0 });
});

describe("the test clock", () => {
  it("moves the time attendance is measured by: a shift clocked out after 90 minutes lasts 90", async () => {
    const worker = await loginAs("staff");
    const outlet = await createLocation(db());
    const clockedIn = (await worker.post("/api/attendance/clock-in", { locationId: outlet.id })).json().session;

    const moved = await admin.put("/api/test-clock", { offsetMinutes: 90 });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().now).getTime() - Date.now()).toBeGreaterThan(89 * 60_000);
    const { session } = (await worker.put("/api/attendance/clock-out", { notes: "" })).json();

    expect(session.workDurationMinutes).toBe(90);
    const lasted = new Date(session.clockOutTime).getTime() - new Date(clockedIn.clockInTime).getTime();
    expect(Math.floor(lasted / 60_000)).toBe(90);
  });

  it("does not exist in production", async () => {
    const production = await createTestApp({ env: { NODE_ENV: "production" } });
    try {
      const missing = await production.client().put("/api/test-clock", { offsetMinutes: 90 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe("ROUTE_NOT_FOUND");
    } finally {
      await production.close();
    }
  });
});

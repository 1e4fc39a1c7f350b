import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testLocation } from "../../test/locations";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const outlet = testLocation("loc-1", "Outlet Pusat");
const openSession = {
  _id: "a-1",
  user: { _id: "u-staff", name: "Sari Staf" },
  clockInTime: "2026-11-23T01:00:00.000Z",
  clockOutTime: null,
  location: { _id: "loc-1", name: "Outlet Pusat" },
  workDurationMinutes: null,
  notes: null,
};

describe("/staff/absensi", { timeout: 20_000 }, () => {
  it("asks for a work location before clocking in, then shows the open session", async () => {
    let clockedIn = false;
    const { calls } = renderApp("/staff/absensi", {
      user: testUsers.staff,
      api: {
        "GET /api/locations": { body: [outlet] },
        "GET /api/attendance/status": () => ({
          body: clockedIn ? { status: "Clocked In", session: openSession } : { status: "Clocked Out", session: null },
        }),
        "POST /api/attendance/clock-in": () => {
          clockedIn = true;
          return { status: 201, body: { status: "Clocked In", session: openSession } };
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Clocked Out")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clock In" }));
    expect(await screen.findByText("Pilih lokasi kerja Anda.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/attendance/clock-in")).toBe(false);

    await user.selectOptions(screen.getByLabelText("Lokasi Kerja"), "Outlet Pusat");
    await user.click(screen.getByRole("button", { name: "Clock In" }));
    expect(await screen.findByText("Clocked In")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/attendance/clock-in")?.body).toEqual({ locationId: "loc-1" });
    expect(screen.getByText("23 Nov 2026, 08.00")).toBeInTheDocument();
    expect(screen.getByText("Outlet Pusat")).toBeInTheDocument();
  });

  it("clocks out with the note and shows the server's refusal, falling back to 'Gagal melakukan clock out.'", async () => {
    const { calls } = renderApp("/staff/absensi", {
      user: testUsers.staff,
      api: {
        "GET /api/locations": { body: [outlet] },
        "GET /api/attendance/status": { body: { status: "Clocked In", session: openSession } },
        "PUT /api/attendance/clock-out": { status: 500 },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Catatan"), "Stok tepung tinggal sedikit");
    await user.click(screen.getByRole("button", { name: "Clock Out" }));
    expect(await screen.findByText("Gagal melakukan clock out.")).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.path === "/api/attendance/clock-out")?.body).toEqual({
        notes: "Stok tepung tinggal sedikit",
      }),
    );
  });
});

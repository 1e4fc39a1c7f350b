import { personNamed } from "@kedai/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockAnswer } from "../../test/fetch-mock";
import { testLocation } from "../../test/locations";
import { renderApp } from "../../test/render-app";
import { formOf, submitTwice } from "../../test/submit-twice";
import { testUsers } from "../../test/users";

const outlet = testLocation("loc-1", "Outlet Pusat");
const openSession = {
  _id: "a-1",
  user: personNamed("u-staff", "Sari Staf"),
  clockInTime: "2026-11-23T01:00:00.000Z",
  clockOutTime: null,
  location: { _id: "loc-1", name: "Outlet Pusat" },
  workDurationMinutes: null,
  notes: null,
};

/**
 * The page for a staff member who is clocked out until the server answers a clock-in; `answer`
 * decides when it does (at once by default), `clockIn` being the answer.
 */
function renderClockedOut(
  answer: (clockIn: () => MockAnswer) => MockAnswer | Promise<MockAnswer> = (clockIn) => clockIn(),
) {
  let clockedIn = false;
  const clockIn = (): MockAnswer => {
    clockedIn = true;
    return { status: 201, body: { status: "Clocked In", session: openSession } };
  };
  return renderApp("/staff/absensi", {
    user: testUsers.staff,
    api: {
      "GET /api/locations": { body: [outlet] },
      "GET /api/attendance/status": () => ({
        body: clockedIn ? { status: "Clocked In", session: openSession } : { status: "Clocked Out", session: null },
      }),
      "POST /api/attendance/clock-in": () => answer(clockIn),
    },
  });
}

describe("/staff/absensi", { timeout: 20_000 }, () => {
  it("asks for a work location before clocking in, then shows the open session", async () => {
    const { calls } = renderClockedOut();
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

  it("clocks in once when Clock In is submitted twice at once", async () => {
    let release: () => void = () => undefined;
    const { calls } = renderClockedOut((clockIn) => new Promise((resolve) => (release = () => resolve(clockIn()))));
    const clockIns = () => calls.filter((call) => call.path === "/api/attendance/clock-in");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Lokasi Kerja"), "Outlet Pusat");
    submitTwice(formOf(screen.getByRole("button", { name: "Clock In" })));
    await waitFor(() => expect(clockIns()).toHaveLength(1));
    release();
    expect(await screen.findByText("Clocked In")).toBeInTheDocument();
    expect(clockIns()).toHaveLength(1);
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

import { personNamed } from "@kedai/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { todayKey } from "../../lib/format";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const NO_PAYROLL = "Tidak ada data penggajian yang ditemukan untuk rentang tanggal ini.";

describe("/admin/laporan-absensi", { timeout: 20_000 }, () => {
  it("asks for today at every location first, and shows durations and open sessions", async () => {
    const { calls } = renderApp("/admin/laporan-absensi", {
      user: testUsers.manager,
      api: {
        "GET /api/locations": { body: [] },
        "GET /api/attendance/report": {
          body: [
            {
              _id: "a-1",
              user: personNamed("u-1", "Sari Staf"),
              location: { _id: "loc-1", name: "Outlet Pusat" },
              clockInTime: "2026-11-23T01:00:00.000Z",
              clockOutTime: "2026-11-23T09:05:00.000Z",
              workDurationMinutes: 485,
              notes: "Tutup kasir",
            },
            {
              _id: "a-2",
              user: personNamed("u-2", "Kiki Kasir"),
              location: { _id: "loc-1", name: "Outlet Pusat" },
              clockInTime: "2026-11-23T02:00:00.000Z",
              clockOutTime: null,
              workDurationMinutes: null,
              notes: null,
            },
          ],
        },
      },
    });
    expect(await screen.findByText("8 jam 5 mnt")).toBeInTheDocument();
    expect(screen.getByText("Masih Bekerja")).toBeInTheDocument();
    const today = todayKey();
    const asked = calls.find((call) => call.path === "/api/attendance/report")?.url.searchParams;
    expect(asked?.get("startDate")).toBe(today);
    expect(asked?.get("endDate")).toBe(today);
    expect(asked?.has("locationId")).toBe(false);
  });
});

describe("/admin/laporan-absensi paging", { timeout: 20_000 }, () => {
  const session = (n: number) => ({
    _id: `a-${n}`,
    user: personNamed("u-1", `Pegawai ${n}`),
    location: { _id: "loc-1", name: "Outlet Pusat" },
    clockInTime: "2026-11-23T01:00:00.000Z",
    clockOutTime: "2026-11-23T02:00:00.000Z",
    workDurationMinutes: 60,
    notes: null,
  });

  it("offers 'Muat Lebih Banyak' after a full page and appends the next one", async () => {
    renderApp("/admin/laporan-absensi", {
      user: testUsers.admin,
      api: {
        "GET /api/locations": { body: [] },
        "GET /api/attendance/report": ({ url }) => ({
          body:
            url.searchParams.get("page") === "2"
              ? [session(101)]
              : Array.from({ length: 100 }, (_, index) => session(index + 1)),
        }),
      },
    });
    expect(await screen.findByText("Pegawai 100")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Muat Lebih Banyak" }));
    expect(await screen.findByText("Pegawai 101")).toBeInTheDocument();
    expect(screen.getByText("Pegawai 1")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Muat Lebih Banyak" })).toBeNull());
  });
});

describe("/admin/laporan-gaji", { timeout: 20_000 }, () => {
  it("says so in a toast when the range has no payroll data, and asks again on 'Tampilkan' with the same dates", async () => {
    const { calls } = renderApp("/admin/laporan-gaji", {
      user: testUsers.admin,
      api: { "GET /api/reports/payroll": { body: [] } },
    });
    expect(await screen.findByText(NO_PAYROLL)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Tampilkan" }));
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/reports/payroll")).toHaveLength(2));
  });

  it("requires both dates and shows hours and pay to two decimals", async () => {
    const { calls } = renderApp("/admin/laporan-gaji", {
      user: testUsers.admin,
      api: {
        "GET /api/reports/payroll": {
          body: [
            {
              userId: "u-1",
              fullName: "Sari Staf",
              payrollType: "hourly",
              payrollRate: 20000,
              totalHours: 8.0833,
              calculatedSalary: 161667,
            },
          ],
        },
      },
    });
    expect(await screen.findByText("8,08")).toBeInTheDocument();
    expect(screen.getByText("Per Jam")).toBeInTheDocument();
    expect(screen.getAllByText("Rp 161.667,00")).not.toHaveLength(0);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Tanggal Mulai"));
    await user.click(screen.getByRole("button", { name: "Tampilkan" }));
    expect(await screen.findByText("Silakan pilih tanggal mulai dan tanggal akhir.")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/reports/payroll")).toHaveLength(1);
  });
});

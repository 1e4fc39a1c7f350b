import { describe, expect, it } from "vitest";
import {
  ORDER_TIME_INVALID,
  ORDER_TIME_PAST,
  orderTimeProblem,
  preOrderAllowed,
  shopOpenState,
  weeklyOpening,
} from "./shop-hours";

const demoHours = [
  { day: "Senin - Jumat", hours: "10:00 - 22:00" },
  { day: "Sabtu - Minggu", hours: "09:00 - 23:00" },
];
// Jakarta is UTC+7: 23 November 2026 is a Monday.
const jakarta = (local: string) => new Date(`${local}+07:00`);

describe("shopOpenState", () => {
  it.each([
    ["a weekday inside its hours", demoHours, "2026-11-23T10:00", true],
    ["a weekday before opening", demoHours, "2026-11-23T09:59", false],
    ["a weekday at closing time", demoHours, "2026-11-27T22:00", false],
    ["Saturday morning, weekend hours", demoHours, "2026-11-28T09:30", true],
    ["Sunday night (a range ending on Sunday)", demoHours, "2026-11-29T22:30", true],
    ["dotted times with an en dash", [{ day: "Setiap Hari", hours: "08.00 – 17.00" }], "2026-11-25T16:59", true],
    ["a single day, other days absent", [{ day: "Selasa", hours: "10.00 - 20.00" }], "2026-11-23T12:00", false],
    ["Jum'at spelled with an apostrophe", [{ day: "Jum'at", hours: "13:00-15:00" }], "2026-11-27T14:00", true],
    ["hours past midnight", [{ day: "Setiap hari", hours: "18:00 - 02:00" }], "2026-11-23T23:30", true],
    ["a day marked Tutup", [{ day: "Senin", hours: "Tutup" }], "2026-11-23T12:00", false],
    ["24 jam", [{ day: "Senin - Minggu", hours: "24 Jam" }], "2026-11-23T03:00", true],
    ["unreadable hours do not block", [{ day: "Senin", hours: "buka sesuai janji" }], "2026-11-23T03:00", true],
    ["no hours at all", [], "2026-11-23T03:00", true],
  ])("%s", (_, hours, local, open) => {
    expect(shopOpenState(hours, jakarta(local), "Asia/Jakarta").open).toBe(open);
  });

  it("names today's hours when closed, on the business clock", () => {
    // 16:00 UTC Friday is 23:00 Friday in Jakarta: after the weekday closing.
    expect(shopOpenState(demoHours, new Date("2026-11-27T16:00:00Z"), "Asia/Jakarta")).toEqual({
      open: false,
      message: "Maaf, toko sedang tutup. Jam operasional hari ini: 10:00 - 22:00.",
    });
    expect(shopOpenState([{ day: "Selasa", hours: "10.00 - 20.00" }], jakarta("2026-11-23T12:00"))).toEqual({
      open: false,
      message: "Maaf, toko sedang tutup. Jam operasional hari ini: tutup.",
    });
  });
});

describe("a chosen pickup or delivery time", () => {
  // Thursday 26 November 2026, 10:00 in Jakarta.
  const now = "2026-11-26T03:00:00Z";
  const hours = [
    { day: "Senin - Sabtu", hours: "09:00 - 21:00" },
    { day: "Minggu", hours: "Tutup" },
  ];

  it("takes a time later today inside the hours, and 'now' a minute ago", () => {
    expect(orderTimeProblem("2026-11-26T12:00:00+07:00", hours, now)).toBeNull();
    expect(orderTimeProblem("2026-11-26T09:59:00+07:00", hours, now)).toBeNull();
  });

  it("refuses a time in the past", () => {
    expect(orderTimeProblem("2026-11-26T08:00:00+07:00", hours, now)).toBe(ORDER_TIME_PAST);
  });

  it("refuses a time outside that day's hours, naming them", () => {
    expect(orderTimeProblem("2026-11-26T22:30:00+07:00", hours, now)).toBe(
      "Waktu yang dipilih di luar jam operasional (hari itu: 09:00 - 21:00). Pilih waktu lain.",
    );
    // Sunday 29 November: closed all day.
    expect(orderTimeProblem("2026-11-29T12:00:00+07:00", hours, now)).toContain("hari itu: Tutup");
  });

  it("refuses what is not a time", () => {
    expect(orderTimeProblem("besok siang", hours, now)).toBe(ORDER_TIME_INVALID);
  });
});

describe("a pre-order while the shop is closed", () => {
  // Tuesday 24 November 2026, 07.00 in Jakarta: the shop opens at 10.00.
  const now = "2026-11-24T00:00:00Z";
  const hours = [{ day: "Setiap Hari", hours: "10.00 - 21.00" }];
  const at = (iso: string) => preOrderAllowed(true, iso, hours, now, "Asia/Jakarta");

  it("is taken for a time later today inside the hours, when the settings allow it", () => {
    expect(shopOpenState(hours, now, "Asia/Jakarta").open).toBe(false);
    expect(at("2026-11-24T05:00:00Z")).toBe(true); // 12.00 today
    expect(preOrderAllowed(false, "2026-11-24T05:00:00Z", hours, now, "Asia/Jakarta")).toBe(false);
  });

  it("is refused outside today's hours, on another day, in the past or without a time", () => {
    expect(at("2026-11-24T01:00:00Z")).toBe(false); // 08.00, before opening
    expect(at("2026-11-25T05:00:00Z")).toBe(false); // tomorrow
    expect(at("2026-11-23T23:00:00Z")).toBe(false); // an hour ago
    expect(preOrderAllowed(true, undefined, hours, now, "Asia/Jakarta")).toBe(false);
  });
});

describe("weeklyOpening (the food platforms' week, Sunday first)", () => {
  it("reads day ranges into each day's periods", () => {
    const week = weeklyOpening(demoHours);
    expect(week[0]).toEqual([{ start: "09:00", end: "23:00" }]);
    expect(week.slice(1, 6)).toEqual(Array.from({ length: 5 }, () => [{ start: "10:00", end: "22:00" }]));
    expect(week[6]).toEqual([{ start: "09:00", end: "23:00" }]);
  });

  it("closes a day without a line or marked Tutup, and opens all day on 24 jam, unreadable hours or none", () => {
    const week = weeklyOpening([
      { day: "Senin", hours: "Tutup" },
      { day: "Selasa", hours: "24 Jam" },
      { day: "Rabu", hours: "buka sesuai janji" },
    ]);
    expect(week).toEqual(["closed", "closed", "all-day", "all-day", "closed", "closed", "closed"]);
    expect(weeklyOpening([])).toEqual(Array.from({ length: 7 }, () => "all-day"));
  });

  it("splits hours past midnight into the day's morning and evening, in order", () => {
    expect(weeklyOpening([{ day: "Setiap hari", hours: "18.00 - 02.00" }])[1]).toEqual([
      { start: "00:00", end: "02:00" },
      { start: "18:00", end: "23:59" },
    ]);
    expect(weeklyOpening([{ day: "Setiap hari", hours: "18.00 - 00.00" }])[1]).toEqual([
      { start: "18:00", end: "23:59" },
    ]);
  });
});

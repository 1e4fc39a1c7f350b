import { describe, expect, it } from "vitest";
import { DRAWER_WINDOW_MS, drawerPulseDue } from "./cash-drawer";

describe("drawerPulseDue", () => {
  const takenAt = Date.parse("2026-11-29T10:00:00Z");
  it("opens the drawer only within 20 s of the cash taken, never for a reprint or without cash", () => {
    expect(drawerPulseDue({ cashTakenAt: takenAt, now: takenAt + 2_000, reprint: false })).toBe(true);
    expect(drawerPulseDue({ cashTakenAt: takenAt, now: takenAt + DRAWER_WINDOW_MS, reprint: false })).toBe(true);
    // The receipt that waited in the queue ~40 s.
    expect(drawerPulseDue({ cashTakenAt: takenAt, now: takenAt + 40_000, reprint: false })).toBe(false);
    expect(drawerPulseDue({ cashTakenAt: takenAt, now: takenAt + 1_000, reprint: true })).toBe(false);
    expect(drawerPulseDue({ cashTakenAt: null, now: takenAt, reprint: false })).toBe(false);
  });
});

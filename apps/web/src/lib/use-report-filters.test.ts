import { describe, expect, it } from "vitest";
import { rangeError } from "./use-report-filters";

describe("rangeError", () => {
  it("names a day that does not exist as typed, rather than calling it after the end", () => {
    // What the date input passes on for 31/02/2026: the text as typed.
    expect(rangeError({ startDate: "31/02/2026", endDate: "2026-03-05" })).toBe(
      "Tanggal tidak valid (31/02/2026 tidak ada).",
    );
    expect(rangeError({ startDate: "2026-02-01", endDate: "31/02/2026" })).toBe(
      "Tanggal tidak valid (31/02/2026 tidak ada).",
    );
  });

  it("asks for the rest of a half-typed day without naming a format of the API", () => {
    const message = rangeError({ startDate: "3_/02/____", endDate: "2026-03-05" });
    expect(message).not.toMatch(/YYYY|ISO/);
    expect(message).toMatch(/dd\/mm\/yyyy/);
  });

  it("still wants both days, in order", () => {
    expect(rangeError({ startDate: "", endDate: "2026-03-05" })).toBe("Silakan pilih tanggal mulai dan tanggal akhir.");
    expect(rangeError({ startDate: "2026-03-06", endDate: "2026-03-05" })).toBe(
      "Tanggal mulai tidak boleh setelah tanggal akhir.",
    );
    expect(rangeError({ startDate: "", endDate: "" }, false)).toBeNull();
    expect(rangeError({ startDate: "2026-02-28", endDate: "2026-03-05" })).toBeNull();
  });
});

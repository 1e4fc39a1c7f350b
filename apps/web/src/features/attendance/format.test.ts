import { describe, expect, it } from "vitest";
import { formatWorkDuration } from "./format";

describe("formatWorkDuration", () => {
  it.each([
    [0, "0 jam 0 mnt"],
    [59, "0 jam 59 mnt"],
    [60, "1 jam 0 mnt"],
    [485, "8 jam 5 mnt"],
    [1501, "25 jam 1 mnt"],
  ])("%i minutes read '%s'", (minutes, text) => {
    expect(formatWorkDuration(minutes)).toBe(text);
  });

  it("shows '-' when there is no duration yet", () => {
    expect(formatWorkDuration(null)).toBe("-");
    expect(formatWorkDuration(undefined)).toBe("-");
  });
});

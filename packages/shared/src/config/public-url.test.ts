import { describe, expect, it } from "vitest";
import { PUBLIC_URL_MISSING, publicUrlProblem } from "./public-url";

describe("a public address for paper and messages", () => {
  it.each([
    "http://localhost:3201",
    "http://app.localhost",
    "http://127.0.0.1:4105",
    "http://10.1.2.3",
    "http://172.16.0.1",
    "http://172.31.255.1",
    "http://192.168.1.20:3000",
    "http://169.254.1.1",
    "http://[::1]:3000",
    "http://[fd12:3456::1]",
  ])("refuses the private address %s", (url) => {
    expect(publicUrlProblem(url)).toContain("alamat lokal");
  });

  it.each([
    "https://kedai.example",
    "http://172.32.0.1",
    "http://192.169.0.1",
    "http://11.0.0.1",
    "https://[2001:db8::1]",
  ])("takes the public address %s", (url) => {
    expect(publicUrlProblem(url)).toBeNull();
  });

  it("says so when none is set or it is not an address", () => {
    expect(publicUrlProblem(undefined)).toBe(PUBLIC_URL_MISSING);
    expect(publicUrlProblem("")).toBe(PUBLIC_URL_MISSING);
    expect(publicUrlProblem("kedai")).toBe(PUBLIC_URL_MISSING);
  });
});

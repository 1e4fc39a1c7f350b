import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seedAssetsDir } from "../lib/paths";

// The guide downloads a franchise member gets in the demo (made by scripts/make-member-documents.mjs).
describe("member guide documents shipped with the demo", () => {
  const shipped = (file: string) => readFileSync(join(seedAssetsDir, "member-documents", file));

  it("has an operations manual of several pages", () => {
    const manual = shipped("panduan-operasional.pdf");
    expect(manual.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = manual.toString("latin1").match(/\/Type \/Page(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ["paket-logo.zip", ["logo.png", "logo.svg", "panduan-logo.pdf"]],
    ["template-poster-banner.zip", ["poster-promo-a4.pdf", "x-banner-60x160.pdf", "post-instagram.svg"]],
  ])("has %s holding real files", (file, names) => {
    const zip = shipped(file);
    expect(zip.subarray(0, 2).toString()).toBe("PK");
    // A zip names its entries in plain text in its headers.
    for (const name of names) expect(zip.toString("latin1")).toContain(name);
    expect(zip.length).toBeGreaterThan(10_000);
  });
});

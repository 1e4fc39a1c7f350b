import { describe, expect, it } from "vitest";
import { locationBody, locationUpdateBody, slugify } from "./locations.contract";

describe("slugify (a location's slug)", () => {
  it.each([
    ["Kedai Crepes  Pusat!!", "kedai-crepes-pusat"],
    ["  --Cabang #2 Dago--  ", "cabang-2-dago"],
    ["Kedai Crepes Pusat", "kedai-crepes-pusat"],
    ["BANDUNG", "bandung"],
    ["Jl. Braga - No.12", "jl-braga-no12"],
    ["a---b", "a-b"],
    ["Tab\tand\nnewline", "tab-and-newline"],
    ["snake_case_stays", "snake_case_stays"],
    ["Crêpes Café", "crpes-caf"],
    ["100% Enak", "100-enak"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe("locationBody", () => {
  it("trims, defaults the status to Active and drops a client slug", () => {
    const parsed = locationBody.parse({ name: "  Cabang Dago ", address: " Jl. Dago 1 ", slug: "hack" });
    expect(parsed).toEqual({ name: "Cabang Dago", address: "Jl. Dago 1", status: "Active" });
  });

  it("says which field is missing, in Indonesian", () => {
    const result = locationBody.safeParse({ name: " ", address: "" });
    expect(result.success).toBe(false);
    const messages: Record<string, string> = {};
    for (const issue of result.error!.issues) messages[issue.path.join(".")] ??= issue.message;
    expect(messages).toEqual({ name: "Nama lokasi wajib diisi.", address: "Alamat lokasi wajib diisi." });
  });

  it("refuses a name without a letter or digit (its slug would be empty)", () => {
    const result = locationBody.safeParse({ name: "!!!", address: "Jl. A" });
    expect(result.error?.issues[0].message).toBe("Nama lokasi harus mengandung huruf atau angka.");
  });

  it("leaves the status alone on edit when none is sent", () => {
    expect(locationUpdateBody.parse({ name: "A", address: "B" }).status).toBeUndefined();
  });
});

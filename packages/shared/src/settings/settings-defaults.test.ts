import { describe, expect, it } from "vitest";
import { defaultSettings } from "./settings.contract";
import { SETTINGS_DEFAULTS, settingsWithDefaults } from "./settings-defaults";

describe("settings defaults", () => {
  it("are exactly what the schema gives an empty document", () => {
    expect(SETTINGS_DEFAULTS).toEqual(defaultSettings());
  });

  it("keep what an answer gets right and replace what it gets wrong or lacks", () => {
    const read = settingsWithDefaults({
      companyName: "Kedai Uji",
      taxRatePercent: "sebelas",
      socialMedia: { instagram: "https://instagram.com/kedai", tiktok: 5 },
      operationalHours: [{ day: "Senin - Jumat", hours: "08:00 - 21:00" }],
      franchiseBenefits: "banyak",
    });
    expect(read.companyName).toBe("Kedai Uji");
    expect(read.taxRatePercent).toBe(11);
    expect(read.socialMedia).toEqual({
      instagram: "https://instagram.com/kedai",
      facebook: "",
      whatsapp: "",
      tiktok: "",
    });
    expect(read.operationalHours).toHaveLength(1);
    expect(read.franchiseBenefits).toEqual([]);
    expect(settingsWithDefaults(null)).toEqual(defaultSettings());
  });
});

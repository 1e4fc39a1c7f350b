import { describe, expect, it } from "vitest";
import { toastPlacementFor } from "./area-toasts";

describe("toast placement by area", () => {
  it.each(["/", "/order", "/login", "/administrasi", "/possible"])("storefront %s: top-right, 5 s", (path) => {
    expect(toastPlacementFor(path)).toEqual({ position: "top-right", autoClose: 5000 });
  });

  it.each(["/admin", "/admin/menu", "/admin/login", "/member/dashboard", "/staff/absensi"])(
    "app area %s: bottom-right, 3 s",
    (path) => {
      expect(toastPlacementFor(path)).toEqual({ position: "bottom-right", autoClose: 3000 });
    },
  );

  it.each(["/pos", "/pos/"])(
    "the till %s: top-left under its header, clear of Total and the action buttons",
    (path) => {
      expect(toastPlacementFor(path)).toMatchObject({
        position: "top-left",
        autoClose: 3000,
        style: { top: "calc(var(--pos-header-height, 3.5rem) + 0.5rem)" },
      });
    },
  );
});

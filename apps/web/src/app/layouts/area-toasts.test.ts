import { describe, expect, it } from "vitest";
import { toastPlacementFor } from "./area-toasts";

describe("toast placement by area", () => {
  it.each(["/", "/order", "/login", "/administrasi"])("storefront %s: top-right, 5 s", (path) => {
    expect(toastPlacementFor(path)).toEqual({ position: "top-right", autoClose: 5000 });
  });

  it.each(["/admin", "/admin/menu", "/admin/login", "/pos", "/member/dashboard", "/staff/absensi"])(
    "app area %s: bottom-right, 3 s",
    (path) => {
      expect(toastPlacementFor(path)).toEqual({ position: "bottom-right", autoClose: 3000 });
    },
  );
});

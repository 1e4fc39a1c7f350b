import { describe, expect, it } from "vitest";
import { stockRequestActions } from "./status-actions";

describe("stock request actions", () => {
  it("follow the shared status machine: Proses, Kirim, Selesaikan, and cancel until it is closed", () => {
    expect(stockRequestActions("Diajukan")).toEqual({
      forward: [{ to: "Diproses", label: "Proses" }],
      canCancel: true,
    });
    // Shipping all or part is one button: the shipment's quantities decide the status.
    expect(stockRequestActions("Diproses")).toEqual({
      forward: [{ to: "Dikirim", label: "Kirim", ships: true }],
      canCancel: true,
    });
    expect(stockRequestActions("Dikirim Sebagian")).toEqual({
      forward: [
        { to: "Dikirim", label: "Kirim Sisa", ships: true },
        { to: "Selesai", label: "Selesaikan" },
      ],
      canCancel: true,
    });
    expect(stockRequestActions("Dikirim")).toEqual({
      forward: [{ to: "Selesai", label: "Selesaikan" }],
      canCancel: true,
    });
    expect(stockRequestActions("Selesai")).toEqual({ forward: [], canCancel: false });
    expect(stockRequestActions("Dibatalkan")).toEqual({ forward: [], canCancel: false });
  });
});

import { describe, expect, it } from "vitest";
import { stockRequestActions } from "./status-actions";

describe("stock request actions", () => {
  it("follow the shared status machine: Proses, Kirim, Selesaikan, and cancel until it is closed", () => {
    expect(stockRequestActions("Diajukan")).toEqual({
      forward: [{ to: "Diproses", label: "Proses" }],
      canCancel: true,
    });
    expect(stockRequestActions("Diproses")).toEqual({ forward: [{ to: "Dikirim", label: "Kirim" }], canCancel: true });
    expect(stockRequestActions("Dikirim")).toEqual({
      forward: [{ to: "Selesai", label: "Selesaikan" }],
      canCancel: true,
    });
    expect(stockRequestActions("Selesai")).toEqual({ forward: [], canCancel: false });
    expect(stockRequestActions("Dibatalkan")).toEqual({ forward: [], canCancel: false });
  });
});

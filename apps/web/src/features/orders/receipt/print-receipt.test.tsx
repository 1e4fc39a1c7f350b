import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testOrder } from "../../../test/orders";
import { TestToasts } from "../../../test/render-with-query";
import { printReceipt } from "./print-receipt";

afterEach(() => vi.restoreAllMocks());

describe("printReceipt", () => {
  it("prints the receipt on 80 mm paper in its own window", async () => {
    // An iframe's window stands in for the pop-up: same document API, and print() can be watched.
    const frame = document.createElement("iframe");
    document.body.append(frame);
    const popup = frame.contentWindow as Window;
    const print = vi.fn();
    popup.print = print;
    vi.spyOn(window, "open").mockReturnValue(popup);

    await expect(printReceipt(testOrder(), "Kedai Uji")).resolves.toBe(true);
    expect(print).toHaveBeenCalledOnce();
    expect(popup.document.body).toHaveTextContent("CREPES-1795467611055");
    expect(popup.document.body).toHaveTextContent("Kedai Uji");
    expect(popup.document.head.textContent).toContain("size: 80mm auto");
  });

  it("prints on 58 mm paper when the device uses it, within its 48 mm", async () => {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    const popup = frame.contentWindow as Window;
    popup.print = vi.fn();
    vi.spyOn(window, "open").mockReturnValue(popup);

    await expect(printReceipt(testOrder(), "Kedai Uji", "58")).resolves.toBe(true);
    expect(popup.document.head.textContent).toContain("size: 58mm auto");
    expect(popup.document.querySelector("article")).toHaveStyle({ maxWidth: "48mm" });
  });

  it("asks for pop-ups to be allowed when the browser blocks the window", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    render(<TestToasts />);
    await expect(printReceipt(testOrder(), "Kedai Uji")).resolves.toBe(false);
    expect(await screen.findByText("Gagal membuka jendela cetak. Izinkan pop-up.")).toBeInTheDocument();
  });
});

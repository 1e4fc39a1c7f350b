import { vi } from "vitest";

/**
 * The print window a print-out opens: an iframe's window stands in for the pop-up (same document
 * API), and its print() is a spy. Restore with vi.restoreAllMocks().
 */
export function catchPrintWindow(): Window {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const popup = frame.contentWindow as Window;
  popup.print = vi.fn();
  vi.spyOn(window, "open").mockReturnValue(popup);
  return popup;
}

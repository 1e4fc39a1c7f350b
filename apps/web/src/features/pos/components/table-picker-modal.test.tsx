import type { TableRecord } from "@kedai/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TablePickerModal } from "./table-picker-modal";

const at = "2026-11-23T01:00:00.000Z";
const table = (name: string, status: TableRecord["status"], openOrder: TableRecord["openOrder"] = null) =>
  ({ _id: `t-${name}`, name, capacity: 4, status, openOrder, createdAt: at, updatedAt: at }) satisfies TableRecord;

const tables = [
  table("Meja 1", "Available"),
  table("Meja 2", "Occupied", { _id: "o-2", orderId: "CREPES-1795467610042" }),
  table("Meja 3", "Reserved"),
];

describe("choosing a table at the till", () => {
  it("shows occupied tables greyed with the order that holds them, and picks only a free one", async () => {
    const onPick = vi.fn();
    render(
      <TablePickerModal open tables={tables} selectedId={null} currentTable={null} onPick={onPick} onClose={vi.fn()} />,
    );
    const dialog = within(screen.getByRole("dialog", { name: "Pilih Meja" }));
    const occupied = dialog.getByRole("button", { name: /Meja 2/ });
    expect(occupied).toBeDisabled();
    expect(occupied).toHaveTextContent("#0042");
    expect(dialog.getByRole("button", { name: /Meja 3/ })).toHaveTextContent("Dipesan");
    const free = dialog.getByRole("button", { name: /Meja 1/ });
    expect(free).toHaveTextContent("4 kursi");

    await userEvent.click(occupied);
    expect(onPick).not.toHaveBeenCalled();
    await userEvent.click(free);
    expect(onPick).toHaveBeenCalledWith({ _id: "t-Meja 1", name: "Meja 1" });
  });

  it("keeps the edited order's own table choosable although it is occupied by that order", async () => {
    const onPick = vi.fn();
    render(
      <TablePickerModal
        open
        tables={tables}
        selectedId="t-Meja 2"
        currentTable={{ _id: "t-Meja 2", name: "Meja 2" }}
        onPick={onPick}
        onClose={vi.fn()}
      />,
    );
    const own = screen.getByRole("button", { name: /Meja 2/ });
    expect(own).toBeEnabled();
    await userEvent.click(own);
    expect(onPick).toHaveBeenCalledWith({ _id: "t-Meja 2", name: "Meja 2" });
  });

  it("says when no table is free", () => {
    render(
      <TablePickerModal
        open
        tables={[tables[1]]}
        selectedId={null}
        currentTable={null}
        onPick={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText("Tidak ada meja yang tersedia.")).toBeInTheDocument();
  });
});

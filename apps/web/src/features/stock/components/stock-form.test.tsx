import type { StockItemRecord, UnitRecord } from "@kedai/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ConfirmProvider } from "../../../components/ui";
import type { SubmitResult } from "../../../lib/use-resource";
import { StockForm } from "./stock-form";

const units: UnitRecord[] = [
  { _id: "u1", name: "gram", createdAt: "2026-01-01T00:00:00.000Z" },
  { _id: "u2", name: "pcs", createdAt: "2026-01-01T00:00:00.000Z" },
];

function renderForm(props: Partial<Parameters<typeof StockForm>[0]> = {}) {
  const onSubmit = vi.fn(async (): Promise<SubmitResult> => ({ ok: true }));
  render(
    <MemoryRouter>
      <ConfirmProvider>
        <StockForm
          record={null}
          units={units}
          unitsLoading={false}
          saving={false}
          onSubmit={onSubmit}
          onCancel={() => {}}
          {...props}
        />
      </ConfirmProvider>
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

// The first render transforms the form and its dependencies: slow when the runner is busy.
describe("StockForm", { timeout: 15_000 }, () => {
  it("sends numbers as numbers, with the default threshold, and empties itself after creating", async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText("Nama Item"), "Gula Aren");
    await user.selectOptions(screen.getByLabelText("Satuan"), "gram");
    await user.clear(screen.getByLabelText("Jumlah Stok"));
    await user.type(screen.getByLabelText("Jumlah Stok"), "1500");
    await user.clear(screen.getByLabelText("Harga per Satuan (Rp)"));
    await user.type(screen.getByLabelText("Harga per Satuan (Rp)"), "12,5");
    await user.click(screen.getByRole("button", { name: "Tambah Item" }));

    // Validation runs asynchronously before onSubmit is called.
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Gula Aren",
      unit: "u1",
      quantityInStock: 1500,
      cost: 12.5,
      isPackaging: false,
      lowStockThreshold: 10,
    });
    // The form empties itself once the submit promise settles, a tick after the call.
    await waitFor(() => expect(screen.getByLabelText("Nama Item")).toHaveValue(""));
  });

  it("refuses an item without a unit, asking for one", async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText("Nama Item"), "Tanpa Satuan");
    await user.click(screen.getByRole("button", { name: "Tambah Item" }));

    expect(await screen.findByText("Silakan pilih satuan untuk item ini.")).toBeVisible();
    expect(screen.getByLabelText("Satuan")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's duplicate-name message under the name and keeps what was typed", async () => {
    const { onSubmit, user } = renderForm();
    onSubmit.mockResolvedValueOnce({ ok: false, fields: { name: 'Item stok "Gula Aren" sudah ada.' } });
    await user.type(screen.getByLabelText("Nama Item"), "gula aren");
    await user.selectOptions(screen.getByLabelText("Satuan"), "gram");
    await user.click(screen.getByRole("button", { name: "Tambah Item" }));

    const name = screen.getByLabelText("Nama Item");
    expect(await screen.findByText('Item stok "Gula Aren" sudah ada.')).toBeVisible();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveValue("gula aren");
    expect(name).toHaveFocus();
  });

  it("asks before saving an edited stock far beyond what it held, naming the figure to be stored", async () => {
    const item: StockItemRecord = {
      _id: "s2",
      name: "Gula Aren",
      unit: { _id: "u1", name: "gram" },
      quantityInStock: 50,
      cost: 20,
      isPackaging: false,
      lowStockThreshold: 10,
      isLowStock: false,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const { onSubmit, user } = renderForm({ record: item });
    await user.clear(screen.getByLabelText("Jumlah Stok"));
    await user.type(screen.getByLabelText("Jumlah Stok"), "5.000");
    expect(screen.getByLabelText("Jumlah Stok")).toHaveAccessibleDescription("= 5.000 gram");
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Stok Gula Aren 5.000 gram");
    await user.click(within(dialog).getByRole("button", { name: "Periksa Lagi" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("edits a row whose stock went negative without refusing that stored quantity", async () => {
    const item: StockItemRecord = {
      _id: "s1",
      name: "Cup Plastik",
      unit: { _id: "u2", name: "pcs" },
      quantityInStock: -4,
      cost: 800,
      isPackaging: true,
      lowStockThreshold: 50,
      isLowStock: true,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const onCancel = vi.fn();
    const { onSubmit, user } = renderForm({ record: item, onCancel });
    expect(screen.getByLabelText("Satuan")).toHaveValue("u2");
    expect(screen.getByLabelText("Bahan kemasan")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Cup Plastik",
      unit: "u2",
      quantityInStock: -4,
      cost: 800,
      isPackaging: true,
      lowStockThreshold: 50,
    });
    await user.click(screen.getByRole("button", { name: "Batal" }));
    expect(onCancel).toHaveBeenCalled();
  });
});

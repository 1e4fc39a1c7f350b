import type { PurchaseBody } from "@kedai/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmProvider } from "../../../components/ui";
import { stockItem } from "../../../test/stock-items";
import { PurchaseForm } from "./purchase-form";

/** The form with one supplier, head office, and sugar of which 50 gram are in stock (threshold 100). */
function renderForm() {
  const onSubmit = vi.fn(async (_body: PurchaseBody) => true);
  render(
    <ConfirmProvider>
      <PurchaseForm
        suppliers={[{ _id: "s1", name: "Toko Gula" }]}
        locations={{ headOffice: { _id: "ho", name: "Kantor Pusat" }, outlets: [] }}
        stockItems={[stockItem("Gula Pasir", 50)]}
        saving={false}
        onSubmit={onSubmit}
      />
    </ConfirmProvider>,
  );
  return onSubmit;
}

async function fillSugar(user: ReturnType<typeof userEvent.setup>, quantity: string) {
  await user.selectOptions(screen.getByLabelText("Supplier"), "s1");
  await user.selectOptions(screen.getByLabelText("Item stok 1"), "Gula Pasir");
  await user.type(screen.getByLabelText("Jumlah 1"), quantity);
  await user.type(screen.getByLabelText("Harga beli 1"), "95");
}

describe("PurchaseForm quantities", () => {
  it("sends '1.000' gram as 1000, echoed before saving, with its total", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillSugar(user, "1.000");
    expect(screen.getByLabelText("Jumlah 1")).toHaveAccessibleDescription("= 1.000 gram");
    expect(screen.getByLabelText("Total pembelian")).toHaveTextContent("Rp 95.000");
    // 1.000 gram is within 10× the threshold of 100: no question.
    await user.click(screen.getByRole("button", { name: "Simpan Pembelian" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].items).toEqual([{ stockItem: "Gula Pasir", quantity: 1000, purchasePrice: 95 }]);
  });

  it("asks, with the figure to be stored, before saving a quantity far beyond the usual", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillSugar(user, "25.000");
    await user.click(screen.getByRole("button", { name: "Simpan Pembelian" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Gula Pasir 25.000 gram (subtotal Rp 2.375.000)");
    await user.click(within(dialog).getByRole("button", { name: "Periksa Lagi" }));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Simpan Pembelian" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Ya, Simpan" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].items[0].quantity).toBe(25_000);
  });
});

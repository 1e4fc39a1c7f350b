import type { OrderRecord } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest } from "../../../test/fetch-mock";
import { testOrder } from "../../../test/orders";
import { openRegisterSession, registerStatusOf } from "../../../test/register-session";
import { renderApp } from "../../../test/render-app";
import { testUsers } from "../../../test/users";

// A Dine-In order at Meja 3: 2 × Crepes Keju (28.000 each).
const atTable = testOrder({
  _id: "o-7",
  orderId: "CREPES-1790000000007",
  orderType: "Dine-In",
  table: { _id: "t-3", name: "3" },
  updatedAt: "2026-11-26T10:00:00.000Z",
});
const takeAway = testOrder({ _id: "o-8", orderId: "CREPES-1790000000008" });

async function openList(split: (request: MockRequest) => { status?: number; body: unknown }) {
  const view = renderApp("/pos", {
    user: testUsers.cashier,
    api: {
      "GET /api/register/status": { body: registerStatusOf(openRegisterSession()) },
      "GET /api/orders": ({ url }: MockRequest) => {
        const data = url.searchParams.get("status")?.includes("New") ? [atTable, takeAway] : [];
        return { body: { data, page: 1, limit: 500, total: data.length } };
      },
      "POST /api/orders/o-7/split": split,
    },
  });
  await userEvent.click(await screen.findByRole("button", { name: "List Order" }));
  await screen.findByRole("heading", { name: "#0007" });
  return view;
}
const cardOf = (tail: string) => screen.getByRole("heading", { name: `#${tail}` }).closest("li") as HTMLElement;

describe("'Pisah Tagihan'", { timeout: 15_000 }, () => {
  it("is offered on a Dine-In order only, and sends the chosen quantities with the order as shown", async () => {
    const made = testOrder({ _id: "o-9", orderId: "CREPES-1790000000009" });
    const { calls } = await openList(() => ({ body: { data: [atTable, made] as OrderRecord[] } }));
    expect(within(cardOf("0008")).queryByRole("button", { name: "Pisah Tagihan" })).toBeNull();
    await userEvent.click(within(cardOf("0007")).getByRole("button", { name: "Pisah Tagihan" }));
    const dialog = await screen.findByRole("dialog", { name: /Pisah Tagihan/ });

    // Nothing chosen: the form says so and sends nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: "Pisah Tagihan" }));
    expect(await within(dialog).findByText("Pilih minimal satu menu untuk dipisah.")).toBeTruthy();
    const plus = within(dialog).getByRole("button", { name: "Tambah Crepes Keju" });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.textContent).toContain("Rp 56.000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Pisah Tagihan" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Pisah Tagihan/ })).toBeNull());
    const sent = calls.filter((call) => call.path === "/api/orders/o-7/split");
    expect(sent.map((call) => call.body)).toEqual([
      { lines: [{ lineId: "oi-1", quantity: 2 }], updatedAt: "2026-11-26T10:00:00.000Z" },
    ]);
    expect(await screen.findByText("Tagihan dipisah: #0007, #0009.")).toBeTruthy();
  });

  it("splits equally into N parts and shows the server's refusal in the form", async () => {
    await openList(() => ({
      status: 409,
      body: { message: "Pesanan CREPES-1790000000007 sudah diubah oleh pengguna lain.", code: "CHANGED_ELSEWHERE" },
    }));
    await userEvent.click(within(cardOf("0007")).getByRole("button", { name: "Pisah Tagihan" }));
    const dialog = await screen.findByRole("dialog", { name: /Pisah Tagihan/ });
    await userEvent.click(within(dialog).getByRole("button", { name: "Bagi Rata" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Tambah bagian" }));
    const parts = within(dialog).getByRole("list", { name: "Bagian tagihan" });
    // 56.000 in 3: 18.666, 18.666 and the rupiah left over on the last, 18.668.
    expect(
      within(parts)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["Bagian 1Rp 18.666", "Bagian 2Rp 18.666", "Bagian 3Rp 18.668"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Pisah Tagihan" }));
    expect(await within(dialog).findByText(/sudah diubah oleh pengguna lain/)).toBeTruthy();
  });
});

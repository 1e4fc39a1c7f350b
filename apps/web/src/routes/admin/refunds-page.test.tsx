import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paidTestOrder, waitingRefund } from "../../test/orders";
import { renderApp } from "../../test/render-app";
import { paged } from "../../test/stock-screens";
import { testUsers } from "../../test/users";

const refund = waitingRefund({ _id: "r-9", amount: 55500 });
const cancelled = paidTestOrder({ status: "Cancelled", paymentMethod: "Transfer", refund });
const row = {
  ...refund,
  order: {
    _id: "o-9",
    orderId: cancelled.orderId,
    customerName: "Tamu Uji",
    phone: "081234567890",
    paymentMethod: "Transfer",
  },
};

// The first render loads the whole admin area, which on a busy CI runner can pass 5 s.
describe("/admin/pengembalian-dana", { timeout: 20_000 }, () => {
  it("lists the refunds waiting for a transfer, sorts them on the server, and opens one's order with its transfer form", async () => {
    const { calls } = renderApp("/admin/pengembalian-dana", {
      user: testUsers.manager,
      api: { "GET /api/refunds": paged([row]), "GET /api/orders/o-9": { body: { data: cancelled } } },
    });
    const listed = await screen.findByRole("row", { name: /#0009/ });
    expect(listed).toHaveTextContent("Tamu Uji");
    expect(listed).toHaveTextContent("Rp 55.500");
    expect(listed).toHaveTextContent("Transfer");

    await userEvent.click(screen.getByRole("button", { name: "Jumlah" }));
    const searches = () => calls.filter((call) => call.path === "/api/refunds").map((call) => call.url.search);
    await waitFor(() => expect(searches().at(-1)).toBe("?sort=amount&order=desc&page=1&limit=100"));

    await userEvent.click(screen.getByRole("button", { name: "Catat transfer pesanan #0009" }));
    const detail = await screen.findByRole("dialog", { name: /Detail Pesanan/ });
    expect(await within(detail).findByRole("button", { name: "Simpan Transfer" })).toBeInTheDocument();
  });

  it("says when no refund waits", async () => {
    renderApp("/admin/pengembalian-dana", { user: testUsers.admin, api: { "GET /api/refunds": paged([]) } });
    expect(await screen.findByText("Tidak ada pengembalian dana yang menunggu transfer.")).toBeInTheDocument();
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { csrfRoute, mockApi } from "../../../test/fetch-mock";
import { testOrder, waitingRefund } from "../../../test/orders";
import { renderWithQuery } from "../../../test/render-with-query";
import { RefundPanel } from "./refund-panel";

const waiting = waitingRefund();

describe("the refund on the order detail", () => {
  it("records the bank transfer a virtual-account refund waits for: account and reference", async () => {
    const order = testOrder({ _id: "o-1", status: "Cancelled", refund: waiting });
    const done = { ...waiting, status: "Selesai" as const, destination: "BCA 123", reference: "TRF-1" };
    const { calls } = mockApi({
      ...csrfRoute,
      "POST /api/orders/o-1/refund/transfer": { body: { data: { ...order, refund: done } } },
    });
    renderWithQuery(<RefundPanel order={order} refund={waiting} />);
    const facts = screen.getByLabelText("Pengembalian dana");
    expect(facts).toHaveTextContent("JumlahRp 24.420");
    expect(facts).toHaveTextContent("CaraTransfer bank");
    expect(facts).toHaveTextContent("StatusDiproses");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Simpan Transfer" }));
    expect(await screen.findByText("Rekening tujuan wajib diisi.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Rekening tujuan/), "BCA 123");
    await user.type(screen.getByLabelText(/Nomor referensi/), "TRF-1");
    await user.click(screen.getByRole("button", { name: "Simpan Transfer" }));
    expect(await screen.findByText("Transfer pengembalian dana dicatat.")).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === "/api/orders/o-1/refund/transfer");
    expect(sent.map((call) => call.body)).toEqual([{ destination: "BCA 123", reference: "TRF-1" }]);
  });

  it("offers no transfer form for a refund paid from the drawer", () => {
    const cash = { ...waiting, method: "cash" as const, status: "Selesai" as const, completedAt: waiting.createdAt };
    renderWithQuery(<RefundPanel order={testOrder({ refund: cash })} refund={cash} />);
    expect(screen.getByLabelText("Pengembalian dana")).toHaveTextContent("CaraTunai dari laci kasir");
    expect(screen.queryByRole("button", { name: "Simpan Transfer" })).not.toBeInTheDocument();
  });
});

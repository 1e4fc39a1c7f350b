import { papersOf } from "@kedai/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { startOutbox } from "../../../lib/outbox";
import { installTillPrinting } from "../../../lib/till-papers";
import { csrfRoute, type MockAnswer, type MockRoute, mockApi } from "../../../test/fetch-mock";
import { testOrder } from "../../../test/orders";
import { renderWithQuery } from "../../../test/render-with-query";
import { ADD_PAYS_ALL, PaymentModal } from "./payment-modal";

// A Ready order of Rp 64.380: 2 × 28.000 food, 2.000 packaging, 11 % tax on 58.000.
const order = testOrder({ status: "Ready" });

function openPayment(routes: Record<string, MockRoute> = {}) {
  const mock = mockApi({ ...csrfRoute, "GET /api/orders/o-1": { body: { data: order } }, ...routes });
  const onClose = vi.fn();
  renderWithQuery(<PaymentModal order={order} storeName="Kedai Uji" onClose={onClose} />);
  const dialog = screen.getByRole("dialog", { name: "Pembayaran #1055" });
  return { ...mock, onClose, dialog };
}

const total = () => screen.getByTestId("payment-total").textContent;

const liveQris = {
  qrString: "SIMULASI-QRIS|qr_sim-1|64380",
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  amount: 64380,
  status: "ACTIVE",
  simulated: true,
};
const change = () => screen.getByTestId("payment-change").textContent;

describe("payment modal", () => {
  it("fills the amount from a quick cash button and shows the change", async () => {
    const { dialog } = openPayment();
    expect(total()).toBe("Rp 64.380");
    await userEvent.click(within(dialog).getByRole("button", { name: "Rp 100.000" }));
    expect(within(dialog).getByLabelText("Jumlah Bayar")).toHaveValue("100.000");
    expect(change()).toBe("Rp 35.620");
  });

  it("recomputes the total with a percent or a fixed cashier discount", async () => {
    const { dialog } = openPayment();
    await userEvent.type(within(dialog).getByLabelText("Nilai diskon"), "10");
    // 10 % of 56.000 = 5.600; 50.400 + 2.000 packaging + 11 % tax 5.764
    expect(total()).toBe("Rp 58.164");
    await userEvent.click(within(dialog).getByRole("button", { name: "Nominal (Rp)" }));
    await userEvent.clear(within(dialog).getByLabelText("Nilai diskon"));
    await userEvent.type(within(dialog).getByLabelText("Nilai diskon"), "5000");
    // 51.000 + 2.000 + 11 % tax 5.830
    expect(total()).toBe("Rp 58.830");
  });

  it("refuses an amount below the total without asking the server", async () => {
    const { dialog, calls } = openPayment();
    await userEvent.click(within(dialog).getByRole("button", { name: "Rp 50.000" }));
    expect(dialog).toHaveTextContent("KurangRp 14.380");
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    expect(await within(dialog).findByText("Jumlah pembayaran kurang dari total tagihan!")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("confirms with Enter and then offers the receipt with the change", async () => {
    const paid = testOrder({
      status: "Completed",
      paymentMethod: "Cash",
      paymentDetails: { method: "Cash", amountPaid: 70000, change: 5620 },
    });
    const { dialog, calls } = openPayment({ "PUT /api/orders/o-1/finalize": { body: { data: paid } } });
    await userEvent.type(within(dialog).getByLabelText("Jumlah Bayar"), "70000{Enter}");
    const done = await screen.findByRole("dialog", { name: "Pembayaran Berhasil" });
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      paymentDetails: { method: "Cash", amountPaid: 70000 },
      discount: null,
    });
    expect(within(done).getByRole("article", { name: "Struk" })).toHaveTextContent("Kembalian");
    expect(done).toHaveTextContent("KembalianRp 5.620");
    expect(within(done).getByRole("button", { name: "Cetak Struk" })).toBeInTheDocument();
  });

  it("sends one payment for a double-click on Konfirmasi Pembayaran", async () => {
    let answer: (reply: MockAnswer) => void = () => undefined;
    const { dialog, calls } = openPayment({
      "PUT /api/orders/o-1/finalize": () => new Promise((resolve) => (answer = resolve)),
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Uang Pas" }));
    await userEvent.dblClick(within(dialog).getByRole("button", { name: "Konfirmasi Pembayaran" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    answer({ body: { data: testOrder({ status: "Completed" }) } });
    expect(await screen.findByRole("dialog", { name: "Pembayaran Berhasil" })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1);
  });

  it("clears its error as soon as the amount changes", async () => {
    const { dialog } = openPayment();
    await userEvent.click(within(dialog).getByRole("button", { name: "Rp 50.000" }));
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    const error = "Jumlah pembayaran kurang dari total tagihan!";
    expect(await within(dialog).findByText(error)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Rp 100.000" }));
    expect(within(dialog).queryByText(error)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Rp 50.000" }));
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    expect(await within(dialog).findByText(error)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Jumlah Bayar"), "0");
    expect(within(dialog).queryByText(error)).not.toBeInTheDocument();
  });

  it("splits the payment: each added payment lowers 'Sisa', the last pays the rest, change from cash only", async () => {
    const paid = testOrder({
      status: "Completed",
      paymentMethod: "Cash",
      paymentDetails: { method: "Cash", amountPaid: 30000, change: 0 },
      payments: [
        { method: "Cash", amount: 30000, change: 0 },
        { method: "Debit Card", amount: 34380, change: 0 },
      ],
    });
    const { dialog, calls } = openPayment({ "PUT /api/orders/o-1/finalize": { body: { data: paid } } });
    const amount = () => within(dialog).getByLabelText("Jumlah Bayar");
    const add = () => userEvent.click(within(dialog).getByRole("button", { name: "Tambah Pembayaran" }));

    // The whole bill cannot be 'added': it is the last payment.
    await userEvent.click(within(dialog).getByRole("button", { name: "Uang Pas" }));
    await add();
    expect(await within(dialog).findByText(ADD_PAYS_ALL)).toBeInTheDocument();

    await userEvent.clear(amount());
    await userEvent.type(amount(), "30000");
    await add();
    expect(within(dialog).getByTestId("payment-parts")).toHaveTextContent("1. CashRp 30.000");
    expect(screen.getByTestId("payment-remaining")).toHaveTextContent("Rp 34.380");

    // A card follows what remains, and may not exceed it.
    await userEvent.click(within(dialog).getByRole("button", { name: "Debit Card" }));
    expect(amount()).toHaveValue("34.380");
    await userEvent.clear(amount());
    await userEvent.type(amount(), "40000");
    expect(dialog).toHaveTextContent("Melebihi sisa (kembalian hanya dari tunai)Rp 5.620");
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    expect(
      await within(dialog).findByText(
        "Pembayaran Debit Card melebihi sisa tagihan (Rp 34.380); kembalian hanya dari tunai.",
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);

    await userEvent.clear(amount());
    await userEvent.type(amount(), "34380{Enter}");
    const done = await screen.findByRole("dialog", { name: "Pembayaran Berhasil" });
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      payments: [
        { method: "Cash", amount: 30000 },
        { method: "Debit Card", amount: 34380 },
      ],
      discount: null,
    });
    const receipt = within(done).getByRole("article", { name: "Struk" });
    expect(receipt).toHaveTextContent("Bayar (Cash)Rp 30.000");
    expect(receipt).toHaveTextContent("Bayar (Debit Card)Rp 34.380");
  });

  it("removes an added payment, and gives change from a last cash payment", async () => {
    const { dialog, calls } = openPayment({ "PUT /api/orders/o-1/finalize": { body: { data: testOrder() } } });
    const amount = () => within(dialog).getByLabelText("Jumlah Bayar");
    // A first part by QRIS is one recorded by hand (the sticker).
    await userEvent.click(within(dialog).getByRole("button", { name: "QRIS" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Stiker QRIS (catat manual)" }));
    await userEvent.clear(amount());
    await userEvent.type(amount(), "20000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Tambah Pembayaran" }));
    // QRIS inside a split payment is recorded by hand: no dynamic QR.
    expect(dialog).toHaveTextContent("QRIS dalam pembayaran terbagi dicatat manual");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hapus pembayaran 1" }));
    expect(within(dialog).queryByTestId("payment-parts")).not.toBeInTheDocument();

    await userEvent.clear(amount());
    await userEvent.type(amount(), "14380");
    await userEvent.click(within(dialog).getByRole("button", { name: "Tambah Pembayaran" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cash" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Rp 100.000" }));
    // 64.380 − 14.380 = 50.000 remained: 50.000 back.
    expect(change()).toBe("Rp 50.000");
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
        payments: [
          { method: "QRIS", amount: 14380 },
          { method: "Cash", amount: 100000 },
        ],
        discount: null,
      }),
    );
  });

  it("completes an order paid up front without asking for money", async () => {
    const prepaid = testOrder({
      status: "Ready",
      paymentMethod: "Cash",
      paymentDetails: { method: "Cash", amountPaid: 70000, change: 5620 },
    });
    const { calls } = mockApi({
      ...csrfRoute,
      "GET /api/orders/o-1": { body: { data: prepaid } },
      "PUT /api/orders/o-1/finalize": { body: { data: { ...prepaid, status: "Completed" } } },
    });
    renderWithQuery(<PaymentModal order={prepaid} storeName="Kedai Uji" onClose={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Selesaikan #1055" });
    expect(dialog).toHaveTextContent("Sudah dibayar");
    expect(dialog).toHaveTextContent("Cash Rp 70.000 · kembalian Rp 5.620");
    expect(within(dialog).queryByLabelText("Jumlah Bayar")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Selesaikan Pesanan" }));
    expect(await screen.findByRole("dialog", { name: "Pembayaran Berhasil" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({});
  });

  it("fills the total for card and QRIS recorded by hand (the outlet's sticker)", async () => {
    const { dialog } = openPayment({ "POST /api/orders/o-1/qris": { body: liveQris } });
    await userEvent.click(within(dialog).getByRole("button", { name: "QRIS" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Stiker QRIS (catat manual)" }));
    expect(within(dialog).getByLabelText("Jumlah Bayar")).toHaveValue("64.380");
    expect(within(dialog).queryByRole("button", { name: "Rp 50.000" })).not.toBeInTheDocument();
    expect(change()).toBe("Rp 0");
  });

  it("never gives change from a card or QRIS: a click selects the prefilled amount and what is typed replaces it", async () => {
    const { dialog, calls } = openPayment();
    const amount = () => within(dialog).getByLabelText("Jumlah Bayar");
    await userEvent.click(within(dialog).getByRole("button", { name: "QRIS" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Stiker QRIS (catat manual)" }));
    expect(amount()).toHaveValue("64.380");
    // The cashier clicks in and types 40.000: it replaces 64.380, never 6.438.040.000 with change.
    await userEvent.click(amount());
    await userEvent.keyboard("40000");
    expect(amount()).toHaveValue("40.000");
    expect(dialog).toHaveTextContent("KurangRp 24.380");
    expect(within(dialog).queryByTestId("payment-change")).not.toBeInTheDocument();

    // Typed after the prefilled amount anyway (the caret at its end): refused, not change.
    await userEvent.click(within(dialog).getByRole("button", { name: "Debit Card" }));
    await userEvent.click(amount());
    (amount() as HTMLInputElement).setSelectionRange(6, 6);
    await userEvent.keyboard("40000");
    expect(amount()).toHaveValue("6.438.040.000");
    expect(dialog).toHaveTextContent("Melebihi sisa (kembalian hanya dari tunai)");
    expect(within(dialog).queryByTestId("payment-change")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    expect(
      await within(dialog).findByText(
        "Pembayaran Debit Card melebihi sisa tagihan (Rp 64.380); kembalian hanya dari tunai.",
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("asks for a manager's PIN in the same dialog for a discount above the limit, and refuses one above the bill", async () => {
    const { dialog, calls } = openPayment({ "PUT /api/orders/o-1/finalize": { body: { data: testOrder() } } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Nominal (Rp)" }));
    await userEvent.type(within(dialog).getByLabelText("Nilai diskon"), "60000");
    expect(dialog).toHaveTextContent("Diskon Rp 60.000 melebihi tagihan Rp 56.000.");
    await userEvent.clear(within(dialog).getByLabelText("Nilai diskon"));
    // 20 % of Rp 56.000 is Rp 11.200: Rp 20.000 needs a manager.
    await userEvent.type(within(dialog).getByLabelText("Nilai diskon"), "20000");
    expect(within(dialog).getByRole("group", { name: "Persetujuan manajer" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Uang Pas" }));
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    expect(
      await within(dialog).findByText(
        "Diskon di atas 20% dari tagihan perlu persetujuan manajer atau admin: isi username dan PIN mereka.",
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText("Username penyetuju"), "manajer");
    await userEvent.type(within(dialog).getByLabelText("PIN / password"), "482913");
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
        discount: { type: "fixed", value: 20000 },
        approval: { username: "manajer", secret: "482913" },
      }),
    );
  });

  it("refuses an absurd cash amount without asking the server", async () => {
    const { dialog, calls } = openPayment();
    await userEvent.type(within(dialog).getByLabelText("Jumlah Bayar"), "6438040000");
    expect(within(dialog).queryByTestId("payment-change")).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent("Uang tunai Rp 6.438.040.000 tidak wajar untuk tagihan Rp 64.380");
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("shows the server's refusal, else its own failure message", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 409,
      body: { message: "Pesanan sudah dibayar.", code: "CONFLICT" },
    };
    const { dialog } = openPayment({ "PUT /api/orders/o-1/finalize": () => answer });
    await userEvent.click(within(dialog).getByRole("button", { name: "Uang Pas" }));
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    expect(await screen.findByText("Pesanan sudah dibayar.")).toBeInTheDocument();
    answer = { status: 500 };
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi Pembayaran" }));
    await waitFor(() => expect(screen.getByText("Gagal menyelesaikan pesanan.")).toBeInTheDocument());
  });

  it("shows a dynamic QRIS for the exact total, and turns green when the refreshed order is completed (here after Bayar (simulasi))", async () => {
    let current = order;
    const completed = testOrder({
      status: "Completed",
      paymentMethod: "QRIS",
      paymentDetails: { method: "QRIS", amountPaid: 64380, change: 0, confirmedBy: "xendit" },
    });
    const { dialog, calls } = openPayment({
      "GET /api/orders/o-1": () => ({ body: { data: current } }),
      "POST /api/orders/o-1/qris": { body: liveQris },
      "POST /api/orders/o-1/qris/simulate-payment": () => {
        current = completed;
        return { body: { ...liveQris, status: "PAID" } };
      },
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "QRIS" }));
    expect(await within(dialog).findByRole("img", { name: "QRIS Rp 64.380" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/orders/o-1/qris")?.body).toEqual({
      discount: null,
    });
    expect(dialog).toHaveTextContent(/Berlaku 1[45]:\d\d lagi/);
    expect(within(dialog).queryByRole("button", { name: "Konfirmasi Pembayaran" })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Bayar (simulasi)" }));
    expect(await within(dialog).findByText("Pembayaran QRIS diterima")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("says when the QRIS expired, and Batalkan goes back to cash", async () => {
    const { dialog, calls } = openPayment({
      "POST /api/orders/o-1/qris": { body: { ...liveQris, expiresAt: new Date(Date.now() - 1000).toISOString() } },
      "DELETE /api/orders/o-1/qris": { body: { message: "QRIS dibatalkan." } },
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "QRIS" }));
    expect(await within(dialog).findByText("QRIS kedaluwarsa. Buat QRIS baru.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Batalkan" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(await within(dialog).findByLabelText("Jumlah Bayar")).toBeInTheDocument();
  });

  it("offline, hands over the receipt of the cash payment: the server's total and change, waiting to sync, the drawer opened once", async () => {
    const stop = startOutbox("u-cashier", () => undefined);
    const happened = vi.fn();
    const uninstall = installTillPrinting({ happened, has: () => false, print: vi.fn() });
    try {
      const { dialog } = openPayment({
        "PUT /api/orders/o-1/finalize": () => {
          throw new TypeError("Failed to fetch");
        },
      });
      await userEvent.type(within(dialog).getByLabelText("Nilai diskon"), "10");
      await userEvent.click(within(dialog).getByRole("button", { name: "Rp 100.000" }));
      await userEvent.click(within(dialog).getByRole("button", { name: "Konfirmasi Pembayaran" }));

      const receipt = await screen.findByRole("dialog", { name: "Pembayaran Berhasil" });
      expect(receipt).toHaveTextContent("Offline · menunggu sinkron");
      // 10 % off 56.000 as the server completes it: total Rp 58.164, change from Rp 100.000.
      const paper = within(receipt).getByRole("article", { name: "Struk" });
      expect(paper).toHaveTextContent("No.CREPES-1795467611055");
      expect(paper).toHaveTextContent("StatusOffline · menunggu sinkron");
      expect(paper).toHaveTextContent("Diskon Kasir-Rp 5.600");
      expect(paper).toHaveTextContent("TotalRp 58.164");
      expect(paper).toHaveTextContent("Bayar (Cash)Rp 100.000KembalianRp 41.836");
      // The cash was taken just now: the print policy's receipt with the drawer, whatever the network.
      expect(happened).toHaveBeenCalledTimes(1);
      const [order, event] = happened.mock.calls[0] ?? [];
      expect(order).toMatchObject({ orderId: "CREPES-1795467611055" });
      expect(event).toMatchObject({ kind: "completed", moneyTakenNow: true });
      expect(papersOf(event, order)).toEqual([{ document: "receipt", cashTakenAt: event.at }]);
    } finally {
      uninstall();
      stop();
    }
  });

  it("offline, takes a payment split in cash parts (the last gives the change) and keeps it as one command; a card part waits for the server", async () => {
    const stop = startOutbox("u-cashier", () => undefined);
    try {
      const unreachable = () => {
        throw new TypeError("Failed to fetch");
      };
      const { dialog, calls } = openPayment({
        "PUT /api/orders/o-1/finalize": unreachable,
        "POST /api/orders/sync": unreachable,
      });
      const amount = () => within(dialog).getByLabelText("Jumlah Bayar");
      const confirm = () => within(dialog).getByRole("button", { name: "Konfirmasi Pembayaran" });
      // The first part goes online and finds no server: from then on the form knows it is offline.
      await userEvent.type(amount(), "30000");
      await userEvent.click(within(dialog).getByRole("button", { name: "Tambah Pembayaran" }));
      await userEvent.click(within(dialog).getByRole("button", { name: "Debit Card" }));
      expect(confirm()).toBeEnabled();
      await userEvent.click(within(dialog).getByRole("button", { name: "Cash" }));
      await userEvent.click(within(dialog).getByRole("button", { name: "Rp 50.000" }));
      expect(screen.getByTestId("payment-change")).toHaveTextContent("Rp 15.620");
      await userEvent.click(confirm());

      const receipt = await screen.findByRole("dialog", { name: "Pembayaran Berhasil" });
      const paper = within(receipt).getByRole("article", { name: "Struk" });
      expect(paper).toHaveTextContent("StatusOffline · menunggu sinkron");
      expect(paper).toHaveTextContent("Bayar (Cash)Rp 30.000");
      expect(paper).toHaveTextContent("Bayar (Cash)Rp 50.000KembalianRp 15.620");
      const sync = await vi.waitFor(() => {
        const sent = calls.find((call) => call.path === "/api/orders/sync");
        if (!sent) throw new Error("not sent yet");
        return sent;
      });
      expect((sync.body as { commands: unknown[] }).commands).toEqual([
        expect.objectContaining({
          kind: "pay",
          order: { id: "o-1" },
          payments: [
            { method: "Cash", amount: 30000 },
            { method: "Cash", amount: 50000 },
          ],
        }),
      ]);

      // Now known offline: a card part is refused here with the reason, before any call.
      const { dialog: again } = openPayment();
      await userEvent.type(within(again).getAllByLabelText("Jumlah Bayar").at(-1) as HTMLElement, "30000");
      await userEvent.click(within(again).getByRole("button", { name: "Tambah Pembayaran" }));
      await userEvent.click(within(again).getByRole("button", { name: "Debit Card" }));
      expect(within(again).getByRole("button", { name: "Konfirmasi Pembayaran" })).toBeDisabled();
      expect(again).toHaveTextContent("QRIS dan kartu membutuhkan koneksi");
    } finally {
      stop();
    }
  });
});

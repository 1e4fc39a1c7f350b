import type { OrderConfirmation, PaymentStatusAnswer } from "@kedai/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";

const ORDER_ID = "VNC-1795467611055";

const confirmation = (overrides: Partial<OrderConfirmation> = {}): OrderConfirmation => ({
  items: [{ name: "Crepes Coklat", quantity: 2, selectedOptions: [{ name: "Jumbo", price: 5000 }], lineTotal: 50000 }],
  subTotal: 50000,
  promoDiscount: 0,
  deliveryFee: 0,
  taxLabel: "Pajak (11%)",
  tax: 5500,
  totalAmount: 55500,
  paymentMethod: "Cash",
  paymentTaken: false,
  deliveryMethod: "pickup",
  outlet: "Outlet Pusat",
  table: null,
  dateTime: "2026-11-27T03:30:00.000Z",
  createdAt: "2026-11-26T02:00:00.000Z",
  ...overrides,
});

function open(answer: Partial<PaymentStatusAnswer> | { status: number; body: unknown }, settings = {}) {
  const response =
    "body" in answer
      ? answer
      : { body: { orderId: ORDER_ID, paymentStatus: "Paid", status: "New", order: confirmation(), ...answer } };
  return renderApp(`/payment-success?order=${ORDER_ID}`, {
    api: { [`GET /api/payments/status/${ORDER_ID}`]: response },
    settings,
  });
}

describe("/payment-success", () => {
  it("shows the order's items, total, outlet, method and time; a cash order is not paid yet", async () => {
    open({});
    expect(await screen.findByText("Terima kasih atas pesanan Anda!")).toBeInTheDocument();
    expect(screen.getByText("#611055")).toBeInTheDocument();
    expect(screen.getByText("2× Crepes Coklat")).toBeInTheDocument();
    expect(screen.getByText("Rp 55.500")).toBeInTheDocument();
    expect(screen.getByText("Outlet Pusat")).toBeInTheDocument();
    expect(screen.getByText("Tunai di kasir")).toBeInTheDocument();
    expect(screen.getByText("27 Nov 2026, 10.30")).toBeInTheDocument();
    expect(screen.getByText("Belum dibayar")).toBeInTheDocument();
    expect(screen.queryByText("Lunas")).not.toBeInTheDocument();
  });

  it("names the QR table once: a table called 'Meja 3' reads 'Meja 3', one called '5' reads 'Meja 5'", async () => {
    const first = open({ order: confirmation({ deliveryMethod: "dine-in", table: "Meja 3" }) });
    expect(await screen.findByText("Meja 3")).toBeInTheDocument();
    expect(screen.queryByText(/Meja Meja/)).not.toBeInTheDocument();
    first.unmount();
    open({ order: confirmation({ deliveryMethod: "dine-in", table: "5" }) });
    expect(await screen.findByText("Meja 5")).toBeInTheDocument();
  });

  it("says a cancelled order is cancelled: no thanks, no green check, never 'Lunas'", async () => {
    open({ status: "Cancelled", order: confirmation() });
    expect(await screen.findByRole("heading", { name: "Pesanan dibatalkan" })).toBeInTheDocument();
    expect(screen.queryByText("Terima kasih atas pesanan Anda!")).not.toBeInTheDocument();
    expect(screen.queryByText("Lunas")).not.toBeInTheDocument();
    expect(screen.getAllByText("Dibatalkan").length).toBeGreaterThan(0);
  });

  it("says where the money of a paid order cancelled goes back, and how to reach the shop; never 'Dibatalkan'", async () => {
    const refund = {
      _id: "r-1",
      amount: 24420,
      method: "transfer" as const,
      status: "Diproses" as const,
      destination: null,
      reference: null,
      requestedBy: "Bu Manajer",
      recordedBy: null,
      createdAt: "2026-11-27T03:00:00.000Z",
      completedAt: null,
    };
    const first = open(
      { status: "Cancelled", order: confirmation({ paymentTaken: true, paymentMethod: "BCA", refund }) },
      { contactNumber: "081234567890" },
    );
    expect(await screen.findByRole("heading", { name: "Pesanan dibatalkan, dana dikembalikan" })).toBeInTheDocument();
    expect(screen.getByText("Dana Rp 24.420 dikembalikan ke rekening bank Anda (diproses)")).toBeInTheDocument();
    expect(screen.getByText(/Kirim nomor rekening bank Anda/)).toBeInTheDocument();
    expect(screen.getByText(/hubungi toko di 081234567890/)).toBeInTheDocument();
    // The order is cancelled; its payment is not: the money is on its way back.
    expect(screen.getByText(/Pembayaran:/)).toHaveTextContent("Status: Dibatalkan · Pembayaran: Dana dikembalikan");
    first.unmount();

    const done = {
      ...refund,
      method: "xendit" as const,
      status: "Selesai" as const,
      completedAt: "2026-11-27T04:15:00.000Z",
    };
    open({ status: "Cancelled", order: confirmation({ paymentTaken: true, paymentMethod: "QRIS", refund: done }) });
    expect(
      await screen.findByText(
        "Dana Rp 24.420 dikembalikan ke metode pembayaran asal (selesai pada 27 Nov 2026, 11.15)",
      ),
    ).toBeInTheDocument();
  });

  it("says an expired payment expired", async () => {
    open({ status: "Cancelled", paymentStatus: "Expired", order: confirmation({ paymentMethod: "QRIS" }) });
    expect(
      await screen.findByRole("heading", { name: "Pembayaran kedaluwarsa, pesanan dibatalkan" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Terima kasih atas pesanan Anda!")).not.toBeInTheDocument();
  });

  it("tells a transfer customer where to transfer and how much", async () => {
    open(
      { order: confirmation({ paymentMethod: "Transfer" }) },
      { bankName: "BCA", accountNumber: "1234567890", accountHolder: "PT Kedai Crepes" },
    );
    expect(await screen.findByText(/1234567890/)).toHaveTextContent("BCA 1234567890 a.n. PT Kedai Crepes");
    expect(screen.getByText(/ke:$/)).toHaveTextContent("Transfer Rp 55.500 ke:");
  });

  it("tells a delivery's transfer customer it waits for the shop's confirmation, never to show proof at pickup", async () => {
    open(
      {
        paymentStatus: "Pending",
        order: confirmation({ paymentMethod: "Transfer", deliveryMethod: "delivery", deliveryFee: 5000 }),
      },
      { bankName: "BCA", accountNumber: "1234567890" },
    );
    expect(await screen.findByRole("heading", { name: "Menunggu konfirmasi pembayaran" })).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Rincian pesanan" });
    expect(details).toHaveTextContent("Transfer Rp 55.500 ke:");
    expect(details).toHaveTextContent("diantar setelah transfer Anda kami konfirmasi");
    expect(details).not.toHaveTextContent(/mengambil pesanan|kasir/);
    expect(details).toHaveTextContent("Ongkos kirim");
    // A transfer is paid to the shop's account: no online payment to resume.
    expect(screen.queryByRole("button", { name: "Bayar sekarang" })).not.toBeInTheDocument();
  });

  it("says only that an unknown order is unknown", async () => {
    open({ status: 404, body: { message: "Pesanan tidak ditemukan.", code: "NOT_FOUND" } });
    expect(await screen.findByRole("heading", { name: "Pesanan tidak ditemukan." })).toBeInTheDocument();
    expect(screen.queryByText("Terima kasih atas pesanan Anda!")).not.toBeInTheDocument();
    expect(screen.queryByText(/Nomor pesanan/)).not.toBeInTheDocument();
  });
});

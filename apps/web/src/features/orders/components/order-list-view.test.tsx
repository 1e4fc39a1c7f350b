import { type OrderRecord, paidOfflineRecord, personNamed, queuedOrderRecord } from "@kedai/shared";
import { renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import * as outbox from "../../../lib/outbox";
import type { MockRequest, MockRoute } from "../../../test/fetch-mock";
import { oneOrderPerStatus, paidTestOrder, testOrder, waitingRefund } from "../../../test/orders";
import { openRegisterSession, registerStatusOf } from "../../../test/register-session";
import { renderApp } from "../../../test/render-app";
import { testUsers } from "../../../test/users";
import { REGROUP_NEEDS_SERVER } from "./order-list-view";

const orders = oneOrderPerStatus();
const cardOf = (tail: string) => screen.getByRole("heading", { name: `#${tail}` }).closest("li") as HTMLElement;
const buttonsOf = (tail: string) =>
  within(cardOf(tail))
    .queryAllByRole("button")
    .map((button) => button.textContent?.trim());

/** GET /orders answers by the status filter, as the server does. */
function ordersRoute(rows: OrderRecord[]): MockRoute {
  return ({ url }: MockRequest) => {
    const wanted = url.searchParams.get("status")?.split(",") ?? [];
    const data = rows.filter((order) => wanted.includes(order.status));
    return { body: { data, page: 1, limit: 500, total: data.length } };
  };
}

async function openOrderList(api: Record<string, MockRoute> = {}) {
  const view = renderApp("/pos", {
    user: testUsers.cashier,
    api: {
      "GET /api/register/status": { body: registerStatusOf(openRegisterSession()) },
      "GET /api/orders": ordersRoute(orders),
      ...api,
    },
  });
  await userEvent.click(await screen.findByRole("button", { name: "List Order" }));
  await screen.findByRole("heading", { name: "#0001" });
  return view;
}

// The first render loads the whole /pos area, which on a busy CI runner can pass 5 s.
describe("order list", { timeout: 15_000 }, () => {
  it("offers each status the moves the status machine allows", async () => {
    await openOrderList();
    expect(buttonsOf("0001")).toEqual(["Mulai Siapkan", "Edit", "Batalkan"]);
    expect(buttonsOf("0002")).toEqual(["Sajikan (Ready)", "Edit", "Batalkan"]);
    expect(buttonsOf("0003")).toEqual(["Bayar", "Batalkan"]);
    expect(buttonsOf("0004")).toEqual([]);
    expect(buttonsOf("0005")).toEqual([]);
  });

  it("confirms an online transfer with one tap, which sends it to the kitchen", async () => {
    const transfer = testOrder({
      _id: "o-transfer",
      orderId: "VNC-1790000000007",
      channel: "online",
      paymentMethod: "Transfer",
      paymentStatus: "Pending",
      status: "New",
    });
    const confirmed: MockRequest[] = [];
    await openOrderList({
      "GET /api/orders": ordersRoute([...orders, transfer]),
      "POST /api/orders/o-transfer/confirm-payment": (request: MockRequest) => {
        confirmed.push(request);
        return { body: { data: { ...transfer, paymentStatus: "Paid" } } };
      },
    });
    // Waiting for its money: no kitchen step until staff confirm it.
    expect(buttonsOf("0007")).toEqual(["Konfirmasi Pembayaran", "Batalkan"]);
    expect(cardOf("0007")).toHaveTextContent("Menunggu konfirmasi pembayaran");
    await userEvent.click(within(cardOf("0007")).getByRole("button", { name: "Konfirmasi Pembayaran" }));
    await waitFor(() => expect(confirmed).toHaveLength(1));
    expect(await screen.findByText("Pembayaran pesanan #0007 dikonfirmasi; pesanan masuk ke dapur.")).toBeVisible();
  });

  it("names the lines a table added later as 'Tambahan', after the ones ordered first", async () => {
    const [first] = testOrder().items;
    const withRound = testOrder({
      _id: "o-round",
      orderId: "CREPES-1790000000009",
      status: "Preparing",
      items: [
        { ...first!, round: 1 },
        { ...first!, _id: "oi-2", name: "Es Teh Leci", quantity: 1, selectedOptions: [], round: 2 },
      ],
    });
    await openOrderList({ "GET /api/orders": ordersRoute([...orders, withRound]) });
    expect(cardOf("0009")).toHaveTextContent("2× Crepes Keju · Tambahan: 1× Es Teh Leci");
  });

  it("lists unfinished orders of any day and only today's finished ones", async () => {
    const { calls } = await openOrderList();
    const queries = calls.filter((call) => call.path === "/api/orders").map((call) => call.url.searchParams);
    const unfinished = queries.find((query) => query.get("status") === "New,Preparing,Ready");
    const finished = queries.find((query) => query.get("status") === "Completed,Cancelled");
    expect(unfinished?.get("from")).toBeNull();
    expect(finished?.get("from")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(finished?.get("to")).toBe(finished?.get("from"));
  });

  it("moves an order on, sending the status it showed", async () => {
    const { calls } = await openOrderList({
      "PUT /api/orders/o-1/status": { body: { data: testOrder({ _id: "o-1", status: "Preparing" }) } },
    });
    await userEvent.click(within(cardOf("0001")).getByRole("button", { name: "Mulai Siapkan" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "Preparing", from: "New" }),
    );
  });

  it("shows the server's reason when a move is refused, else its own message", async () => {
    await openOrderList({
      "PUT /api/orders/o-1/status": { status: 409, body: { message: "Pesanan sudah berubah.", code: "CONFLICT" } },
      "PUT /api/orders/o-2/status": { status: 500 },
    });
    await userEvent.click(within(cardOf("0001")).getByRole("button", { name: "Mulai Siapkan" }));
    expect(await screen.findByText("Pesanan sudah berubah.")).toBeInTheDocument();
    await userEvent.click(within(cardOf("0002")).getByRole("button", { name: "Sajikan (Ready)" }));
    expect(await screen.findByText("Gagal mengupdate status pesanan.")).toBeInTheDocument();
  });

  it("cancels only after the cashier confirms", async () => {
    const { calls } = await openOrderList({
      "PUT /api/orders/o-2/status": { status: 500 },
    });
    const puts = () => calls.filter((call) => call.method === "PUT");

    await userEvent.click(within(cardOf("0002")).getByRole("button", { name: "Batalkan" }));
    const dialog = await screen.findByRole("dialog", { name: "Batalkan pesanan?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Tidak" }));
    expect(puts()).toHaveLength(0);

    await userEvent.click(within(cardOf("0002")).getByRole("button", { name: "Batalkan" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Batalkan pesanan?" })).getByRole("button", {
        name: "Ya, batalkan",
      }),
    );
    await waitFor(() => expect(puts()[0]?.body).toEqual({ status: "Cancelled", from: "Preparing" }));
    expect(await screen.findByText("Gagal membatalkan pesanan.")).toBeInTheDocument();
  });

  it("says so in a toast once the order is cancelled", async () => {
    await openOrderList({
      "PUT /api/orders/o-1/status": { body: { data: { ...orders[0], status: "Cancelled" } } },
    });
    await userEvent.click(within(cardOf("0001")).getByRole("button", { name: "Batalkan" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Batalkan pesanan?" })).getByRole("button", {
        name: "Ya, batalkan",
      }),
    );
    expect(await screen.findByText("Pesanan #0001 dibatalkan.")).toBeInTheDocument();
  });

  it("shows an order paid up front as paid and never offers to edit it", async () => {
    const paid = paidTestOrder();
    await openOrderList({ "GET /api/orders": ordersRoute([...orders, paid]) });
    expect(cardOf("0009")).toHaveTextContent("Lunas");
    expect(buttonsOf("0009")).toEqual(["Sajikan (Ready)", "Batalkan"]);
  });

  it("cancels an order paid up front only with a manager's PIN typed in the same dialog", async () => {
    const paid = paidTestOrder();
    const sent: unknown[] = [];
    await openOrderList({
      "GET /api/orders": ordersRoute([...orders, paid]),
      "PUT /api/orders/o-9/status": ({ body }: MockRequest) => {
        sent.push(body);
        return { body: { data: { ...paid, status: "Cancelled" } } };
      },
    });
    await userEvent.click(within(cardOf("0009")).getByRole("button", { name: "Batalkan" }));
    const dialog = await screen.findByRole("dialog", { name: "Batalkan pesanan yang sudah dibayar?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, batalkan" }));
    expect(dialog).toHaveTextContent("Isi username dan PIN manajer atau admin.");
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText("Username penyetuju"), "manajer");
    await userEvent.type(within(dialog).getByLabelText("PIN / password"), "482913");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, batalkan" }));
    expect(await screen.findByText("Pesanan #0009 dibatalkan.")).toBeInTheDocument();
    expect(sent).toEqual([
      {
        status: "Cancelled",
        from: "Preparing",
        approval: { username: "manajer", secret: "482913" },
        refundAmount: 64380,
      },
    ]);
  });

  it("shows the bank-transfer form of a refund that waits for one, as soon as the order is cancelled", async () => {
    const paid = paidTestOrder({
      orderId: "VNC-1790000000009",
      channel: "online",
      paymentMethod: "Transfer",
      paymentDetails: { method: "Transfer", amountPaid: 64380, change: 0 },
    });
    const waiting = waitingRefund({ _id: "r-9", amount: 60000, requestedBy: "Kiki Kasir" });
    const cancelled = { ...paid, status: "Cancelled" as const, refund: waiting };
    const done = { ...waiting, status: "Selesai" as const, destination: "BCA 123 a.n. Putri", reference: "TRF-9" };
    let transferred = false;
    const { calls } = await openOrderList({
      "GET /api/orders": ordersRoute([...orders, paid]),
      "PUT /api/orders/o-9/status": { body: { data: cancelled } },
      "GET /api/orders/o-9": () => ({ body: { data: transferred ? { ...cancelled, refund: done } : cancelled } }),
      "POST /api/orders/o-9/refund/transfer": () => {
        transferred = true;
        return { body: { data: { ...cancelled, refund: done } } };
      },
    });
    await userEvent.click(within(cardOf("0009")).getByRole("button", { name: "Batalkan" }));
    const dialog = await screen.findByRole("dialog", { name: "Batalkan pesanan yang sudah dibayar?" });
    const amount = within(dialog).getByLabelText(/Jumlah dikembalikan/);
    expect(amount).toHaveValue("64.380");
    await userEvent.clear(amount);
    await userEvent.type(amount, "60000");
    await userEvent.type(within(dialog).getByLabelText("Username penyetuju"), "manajer");
    await userEvent.type(within(dialog).getByLabelText("PIN / password"), "482913");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, batalkan" }));

    const refund = await screen.findByRole("dialog", { name: "Pesanan #0009 dibatalkan" });
    expect(within(refund).getByLabelText("Pengembalian dana")).toHaveTextContent("JumlahRp 60.000");
    await userEvent.type(within(refund).getByLabelText(/Rekening tujuan/), "BCA 123 a.n. Putri");
    await userEvent.type(within(refund).getByLabelText(/Nomor referensi/), "TRF-9");
    await userEvent.click(within(refund).getByRole("button", { name: "Simpan Transfer" }));
    await waitFor(() => expect(within(refund).getByLabelText("Pengembalian dana")).toHaveTextContent("StatusSelesai"));
    expect(within(refund).queryByRole("button", { name: "Simpan Transfer" })).not.toBeInTheDocument();
    const sent = calls.filter((call) => call.path === "/api/orders/o-9/refund/transfer").map((call) => call.body);
    expect(sent).toEqual([{ destination: "BCA 123 a.n. Putri", reference: "TRF-9" }]);
  });

  it("opens payment for a Ready order", async () => {
    await openOrderList();
    await userEvent.click(within(cardOf("0003")).getByRole("button", { name: "Bayar" }));
    expect(await screen.findByRole("dialog", { name: "Pembayaran #0003" })).toBeInTheDocument();
  });

  it("lists an order still waiting in the outbox with the open ones, and moves it on, pays it in cash and receipts it offline, each kept as a command", async () => {
    // Taken offline earlier on this till: it waits in the outbox under its local id.
    const waiting = queuedOrderRecord({
      idempotencyKey: "0b5e3a7c-1111-4222-8333-944455556666",
      takenAt: new Date().toISOString(),
      lines: [{ productId: "p-1", name: "Crepes Keju", basePrice: 25_000, quantity: 2, options: [] }],
      orderType: "Take Away",
      serviceRatePercent: 0,
      pricing: { taxRatePercent: 11, taxLabel: "Pajak (11%)", packagingFee: 2000 },
      promo: null,
      cashier: personNamed("u-cashier", "Kiki Kasir"),
      waiter: null,
      table: null,
      customer: null,
      notes: null,
      registerSessionId: null,
      cashPaid: null,
    });
    const stop = outbox.startOutbox(testUsers.cashier._id, () => undefined);
    const key = "0b5e3a7c-1111-4222-8333-944455556666";
    await outbox.addToOutbox({
      command: {
        kind: "place",
        idempotencyKey: key,
        takenAt: waiting.createdAt,
        deviceId: outbox.deviceId(),
        catalogVersion: 1,
        order: { items: [{ productId: "p-1", quantity: 2, selectedOptions: [] }], orderType: "Take Away", waiter: "w" },
      },
      preview: { label: "Take Away", totalAmount: waiting.totalAmount, lines: [] },
      order: waiting,
    });
    stop();
    const unreachable = () => Promise.reject(new TypeError("Failed to fetch"));
    const { calls } = await openOrderList({ "POST /api/orders/sync": unreachable });
    const tail = waiting.orderId.slice(-4);
    await screen.findByRole("heading", { name: `#${tail}` });
    // A round added to it waits in the outbox behind it, like every other action on it.
    expect(buttonsOf(tail)).toEqual(["Mulai Siapkan", "Edit", "Batalkan"]);

    await userEvent.click(within(cardOf(tail)).getByRole("button", { name: "Mulai Siapkan" }));
    await userEvent.click(await within(cardOf(tail)).findByRole("button", { name: "Sajikan (Ready)" }));
    await userEvent.click(await within(cardOf(tail)).findByRole("button", { name: "Bayar" }));
    const pay = await screen.findByRole("dialog", { name: `Pembayaran #${waiting.orderId.slice(-4)}` });
    await userEvent.click(within(pay).getByRole("button", { name: "Uang Pas" }));
    await userEvent.click(within(pay).getByRole("button", { name: "Konfirmasi Pembayaran" }));
    const receipt = await screen.findByRole("dialog", { name: "Pembayaran Berhasil" });
    // 2 × 25.000 + 2.000 packaging + 11 % tax.
    expect(within(receipt).getByRole("article", { name: "Struk" })).toHaveTextContent(
      `No.${waiting.orderId}StatusOffline · menunggu sinkron`,
    );
    expect(receipt).toHaveTextContent("TotalRp 57.720");

    // Nothing went to the server: each action is a command on the order, naming it by its key.
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
    const kept = renderHook(() => outbox.useOutbox()).result;
    await waitFor(() => expect(kept.current.entries).toHaveLength(4));
    expect(
      kept.current.entries.map(({ command }) => [command.kind, "order" in command ? command.order : null]),
    ).toEqual([
      ["place", expect.any(Object)],
      ["status", { placedBy: key }],
      ["status", { placedBy: key }],
      ["pay", { placedBy: key }],
    ]);
  });
  it("offline, keeps 'Pindah Meja' on a table's order and says plainly that a split or a merge needs the server", async () => {
    const seated = testOrder({
      _id: "o-seated",
      orderId: "CREPES-1790000000009",
      orderType: "Dine-In",
      table: { _id: "t-1", name: "Meja 1" },
      status: "Preparing",
    });
    await openOrderList({ "GET /api/orders": ordersRoute([...orders, seated]) });
    const floorButtons = () =>
      ["Pisah Tagihan", "Pindah Meja", "Gabung Meja"].map(
        (name) => (within(cardOf("0009")).getByRole("button", { name }) as HTMLButtonElement).disabled,
      );
    expect(floorButtons()).toEqual([false, false, false]);
    expect(cardOf("0009")).not.toHaveTextContent(REGROUP_NEEDS_SERVER);

    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      window.dispatchEvent(new Event("offline"));
      await waitFor(() => expect(cardOf("0009")).toHaveTextContent(REGROUP_NEEDS_SERVER));
      expect(floorButtons()).toEqual([true, false, true]);
    } finally {
      offline.mockRestore();
      window.dispatchEvent(new Event("online"));
    }
  });

  it("shows a command the server refused with both versions of the order, kept until the cashier sends it again or discards it", async () => {
    // Paid offline on this till; meanwhile another till took the money for #0003.
    const ready = orders[2] as OrderRecord;
    const takenAt = new Date().toISOString();
    const mine = paidOfflineRecord(ready, { paymentDetails: { method: "Cash", amountPaid: 100_000 } }, takenAt);
    const theirs = {
      ...ready,
      status: "Completed" as const,
      payments: [{ method: "QRIS", amount: ready.totalAmount, change: 0 }],
    };
    const stop = outbox.startOutbox(testUsers.cashier._id, () => undefined);
    await outbox.addToOutbox({
      command: {
        kind: "pay",
        idempotencyKey: "pay-0003",
        takenAt,
        deviceId: outbox.deviceId(),
        order: { id: ready._id },
        paymentDetails: { method: "Cash", amountPaid: 100_000 },
      },
      preview: { label: "#0003 → Lunas (tunai)", totalAmount: ready.totalAmount, lines: [] },
      order: mine,
    });
    stop();
    let sends = 0;
    await openOrderList({
      "POST /api/orders/sync": () => {
        sends += 1;
        return {
          body: {
            results: [
              {
                idempotencyKey: "pay-0003",
                status: 409,
                error: {
                  code: "ORDER_NOT_PAYABLE",
                  message: "Pesanan CREPES-1790000000003 sudah dibayar di tempat lain.",
                },
                current: theirs,
              },
            ],
          },
        };
      },
    });
    const region = await screen.findByRole("region", { name: "Pesanan menunggu sinkron" });
    const refused = await within(region).findByRole("alert");
    expect(refused).toHaveTextContent("Ditolak server: Pesanan CREPES-1790000000003 sudah dibayar di tempat lain.");
    expect(region).toHaveTextContent(/Kasir ini\s*Completed · dibayar Cash/);
    expect(region).toHaveTextContent(/Server\s*Completed · dibayar QRIS/);
    // Kept, and the list shows the order as the server holds it, not as this till left it.
    expect(sends).toBe(1);
    expect(cardOf("0003")).not.toHaveTextContent("menunggu sinkron");
    await userEvent.click(within(region).getByRole("button", { name: "Kirim ulang" }));
    await waitFor(() => expect(sends).toBe(2));
    expect(await within(region).findByRole("alert")).toBeInTheDocument();
  });

  it("shows a food platform's order with its number, countdown and 'Terima' / 'Tolak' with the platform's reason", async () => {
    const ojolOrder = testOrder({
      _id: "o-ojol",
      orderId: "OJOL-1790000000008",
      channel: "ojol",
      orderType: "Ojol",
      paymentMethod: "GrabFood",
      paymentStatus: "Pending",
      status: "New",
      ojol: {
        platform: "grabfood",
        platformOrderId: "123-CYNK",
        shortCode: "GF-123",
        label: "GrabFood #GF-123",
        driverName: "Pak Ojol",
        commission: 4000,
        needsMapping: true,
        acceptDeadline: new Date(Date.now() + 150_000).toISOString(),
      },
    });
    const rejected: MockRequest[] = [];
    await openOrderList({
      "GET /api/orders": ordersRoute([...orders, ojolOrder]),
      "POST /api/ojol/orders/o-ojol/reject": (request: MockRequest) => {
        rejected.push(request);
        return { body: { data: { ...ojolOrder, status: "Cancelled" } } };
      },
    });
    const card = cardOf("0008");
    expect(card).toHaveTextContent("GrabFood #GF-123");
    expect(card).toHaveTextContent("Driver: Pak Ojol");
    expect(card).toHaveTextContent("Ada menu yang belum dikenali");
    expect(card).toHaveTextContent(/Terima dalam 2:(2|3)\d/);
    // Paid by the platform and turned down with its reason: no 'Bayar', no plain 'Batalkan'; the
    // unknown item is mapped from the card.
    expect(buttonsOf("0008")).toEqual(["Cocokkan menu", "Terima", "Tolak"]);
    await userEvent.click(within(card).getByRole("button", { name: "Tolak" }));
    const dialog = await screen.findByRole("dialog", { name: "Tolak GrabFood #GF-123?" });
    await userEvent.selectOptions(within(dialog).getByLabelText("Alasan"), "Toko tutup");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, tolak" }));
    await waitFor(() => expect(rejected.map((request) => request.body)).toEqual([{ reason: "RESTAURANT_CLOSED" }]));
  });
});

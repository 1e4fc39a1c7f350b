import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { csrfRoute, type MockRoute, mockApi } from "../../../test/fetch-mock";
import { testOrder } from "../../../test/orders";
import { renderWithQuery } from "../../../test/render-with-query";
import { KitchenView } from "./kitchen-view";

const newer = testOrder({
  _id: "o-2",
  orderId: "CREPES-1790000000002",
  status: "New",
  notes: "Tanpa gula",
  createdAt: "2026-11-23T03:10:00.000Z",
});
const unpaidOnline = testOrder({
  _id: "o-3",
  orderId: "VNC-1790000000003",
  channel: "online",
  status: "New",
  paymentStatus: "Pending",
  createdAt: "2026-11-23T02:00:00.000Z",
});
const older = testOrder({
  _id: "o-1",
  orderId: "CREPES-1790000000001",
  status: "Preparing",
  createdAt: "2026-11-23T03:00:00.000Z",
});

function openKitchen(routes: Record<string, MockRoute> = {}) {
  const mock = mockApi({
    ...csrfRoute,
    // The server filters by payment status as asked and answers newest first.
    "GET /api/orders": ({ url }) => {
      const wanted = url.searchParams.get("paymentStatus");
      const data = [newer, older, unpaidOnline].filter((order) => !wanted || order.paymentStatus === wanted);
      return { body: { data, page: 1, limit: 500, total: data.length } };
    },
    ...routes,
  });
  renderWithQuery(<KitchenView />);
  return mock;
}

describe("kitchen view", () => {
  it("shows paid New and Preparing orders oldest first with their items, options and notes", async () => {
    const { calls } = openKitchen();
    const tickets = await screen.findAllByRole("heading", { level: 2 });
    expect(tickets.map((ticket) => ticket.textContent)).toEqual(["#0001", "#0002"]);
    const query = calls.find((call) => call.path === "/api/orders")?.url.searchParams;
    expect(query?.get("status")).toBe("New,Preparing");
    expect(query?.get("paymentStatus")).toBe("Paid");
    const ticket = within(tickets[1].closest("li") as HTMLElement);
    expect(ticket.getByText("2× Crepes Keju")).toBeInTheDocument();
    expect(ticket.getByText("Keju Ekstra")).toBeInTheDocument();
    expect(ticket.getByText("Catatan: Tanpa gula")).toBeInTheDocument();
  });

  it("offers Mulai Siapkan on New and Sajikan (Ready) on Preparing", async () => {
    const { calls } = openKitchen({
      "PUT /api/orders/o-1/status": { body: { data: { ...older, status: "Ready" } } },
    });
    const first = within((await screen.findByRole("heading", { name: "#0001" })).closest("li") as HTMLElement);
    const second = within(screen.getByRole("heading", { name: "#0002" }).closest("li") as HTMLElement);
    expect(second.getByRole("button", { name: "Mulai Siapkan" })).toBeInTheDocument();
    await userEvent.click(first.getByRole("button", { name: "Sajikan (Ready)" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "Ready", from: "Preparing" }),
    );
  });

  it("says so when the kitchen orders cannot be loaded", async () => {
    openKitchen({ "GET /api/orders": { status: 403, body: { message: "", code: "FORBIDDEN" } } });
    expect(await screen.findByText("Gagal memuat pesanan dapur.")).toBeInTheDocument();
  });

  it("tells the kitchen a refused move in its own words when the server gives none", async () => {
    openKitchen({ "PUT /api/orders/o-2/status": { status: 500 } });
    const ticket = within((await screen.findByRole("heading", { name: "#0002" })).closest("li") as HTMLElement);
    await userEvent.click(ticket.getByRole("button", { name: "Mulai Siapkan" }));
    expect(await screen.findByText("Gagal mengubah status pesanan.")).toBeInTheDocument();
  });
});

describe("kitchen view with a round added later", () => {
  it("marks the lines of each later round 'Tambahan', under the lines placed first", async () => {
    const [placed] = testOrder().items;
    const withRound = testOrder({
      status: "Preparing",
      items: [
        { ...placed, round: 1 },
        { ...placed, _id: "oi-2", name: "Es Teh", quantity: 2, selectedOptions: [], round: 2 },
      ],
    });
    mockApi({
      ...csrfRoute,
      "GET /api/orders": { body: { data: [withRound], page: 1, limit: 500, total: 1 } },
    });
    renderWithQuery(<KitchenView />);
    const round = await screen.findByRole("listitem", { name: "Tambahan 1" });
    expect(round).toHaveTextContent("Tambahan2× Es Teh");
    expect(round).not.toHaveTextContent("Crepes Keju");
    expect(screen.getByText("2× Crepes Keju")).toBeInTheDocument();
  });
});

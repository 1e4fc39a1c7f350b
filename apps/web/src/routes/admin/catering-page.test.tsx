import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

describe("/admin/katering", { timeout: 20_000 }, () => {
  it("lists the requests with their contact and opens a row's message", async () => {
    renderApp("/admin/katering", {
      user: testUsers.manager,
      api: {
        "GET /api/catering": {
          body: {
            data: [
              {
                _id: "c-1",
                name: "Rina Wijaya",
                phone: "081234567890",
                email: "rina@contoh.id",
                eventDate: "2026-12-20",
                guestCount: 150,
                address: "Gedung Sate, Bandung",
                message: "Crepes manis 150 porsi untuk resepsi.",
                createdAt: "2026-11-24T03:00:00.000Z",
              },
            ],
            page: 1,
            limit: 100,
            total: 1,
          },
        },
      },
    });
    expect(await screen.findByText("Rina Wijaya")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "081234567890" })).toHaveAttribute("href", "tel:081234567890");
    expect(screen.getByText("20 Des 2026")).toBeInTheDocument();
    expect(screen.queryByText("Crepes manis 150 porsi untuk resepsi.")).toBeNull();
    await userEvent.click(screen.getByText("Gedung Sate, Bandung"));
    expect(await screen.findByText("Crepes manis 150 porsi untuk resepsi.")).toBeInTheDocument();
  });

  it("is not offered to staff, whom the server would refuse", async () => {
    const { router } = renderApp("/admin/katering", {
      user: testUsers.staff,
      api: { "GET /api/reports/dashboard-summary": { status: 500, body: {} } },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe("/admin/katering"));
  });
});

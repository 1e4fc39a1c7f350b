import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CART_STORAGE_KEY, notifyCartChanged } from "../../features/cart/cart-storage";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

describe("public layout", () => {
  it("counts cart pieces and follows kedai:cart events", async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ quantity: 2 }, { quantity: 3 }]));
    renderApp("/");
    const badge = await screen.findByTestId("cart-count");
    expect(badge).toHaveTextContent("5");
    // Named by its text with the count the eye sees in it, not by an aria-label beside it.
    const link = screen.getByRole("link", { name: "Keranjang (5 item)" });
    expect(link).not.toHaveAttribute("aria-label");

    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ quantity: 1 }]));
      notifyCartChanged();
    });
    expect(badge).toHaveTextContent("1");
    expect(link).toHaveAccessibleName("Keranjang (1 item)");
  });

  it("greets a signed-in user and links the greeting to their home", async () => {
    renderApp("/", { user: testUsers.manager });
    const greeting = await screen.findByRole("link", { name: "Halo, Maya Manajer" });
    expect(greeting).toHaveAttribute("href", "/admin");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("offers Login and Daftar to guests", async () => {
    renderApp("/");
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Daftar" })).toHaveAttribute("href", "/register");
  });

  it("shows only the social links that are set, the copyright line and the chat button", async () => {
    renderApp("/", {
      settings: {
        companyName: "Kedai Uji",
        contactNumber: "0812-3456-7890",
        socialMedia: { instagram: "https://instagram.com/kedai", facebook: "", whatsapp: "", tiktok: "" },
      },
    });
    const footer = await screen.findByRole("contentinfo");
    expect(await within(footer).findByRole("link", { name: "Instagram" })).toBeInTheDocument();
    expect(within(footer).queryByRole("link", { name: "Facebook" })).toBeNull();
    expect(footer).toHaveTextContent(/© \d{4} Kedai Uji\. Hak cipta dilindungi\./);
    expect(screen.getByRole("link", { name: "Chat via WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/6281234567890?text=Halo%20Kedai%20Uji%2C%20saya%20ingin%20bertanya...",
    );
  });

  it("hides the chat button without a contact number and survives a settings failure", async () => {
    renderApp("/", { api: { "GET /api/settings": { status: 500 } } });
    expect(await screen.findByRole("link", { name: "Pesan Sekarang" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Chat via WhatsApp" })).toBeNull();
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";

describe("/catering", () => {
  it("requires every field, then sends the request and confirms it", async () => {
    const sent: MockRequest[] = [];
    renderApp("/catering", {
      api: {
        "POST /api/catering": (request) => {
          sent.push(request);
          return { status: 201, body: { message: "Permintaan katering terkirim. Kami akan menghubungi Anda." } };
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama"), "Rina");
    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));
    expect(await screen.findByText("Semua kolom wajib diisi.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText("Email"), "rina@contoh.id");
    await user.type(screen.getByLabelText("Nomor Telepon"), "0812");
    await user.type(screen.getByLabelText("Tanggal Acara"), "2030-01-15");
    await user.type(screen.getByLabelText("Jumlah Tamu"), "40");
    await user.type(screen.getByLabelText("Lokasi Acara"), "Gedung Sate");
    await user.type(screen.getByLabelText("Detail Pesanan"), "Crepes manis dan asin");
    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));
    expect(await screen.findByText("Permintaan katering terkirim. Kami akan menghubungi Anda.")).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({
      name: "Rina",
      email: "rina@contoh.id",
      phone: "0812",
      eventDate: "2030-01-15",
      guestCount: 40,
      address: "Gedung Sate",
      message: "Crepes manis dan asin",
    });
  });
});

describe("content the admin edits in the settings", () => {
  it("links the home page to the delivery apps that are set, and heads the catering page with its texts", async () => {
    const settings = {
      deliveryLinks: { gofood: "https://gofood.co.id/kedai", shopeefood: "", maxim: "https://taxi.maxim/kedai" },
      cateringHeadline: "Katering untuk kantor",
      cateringDescription: "Paket crepes untuk rapat dan arisan.",
    };
    const home = renderApp("/", { settings });
    expect(await screen.findByRole("link", { name: "GoFood" })).toHaveAttribute("href", "https://gofood.co.id/kedai");
    expect(screen.getByRole("link", { name: "Maxim" })).toHaveAttribute("href", "https://taxi.maxim/kedai");
    expect(screen.queryByRole("link", { name: "ShopeeFood" })).not.toBeInTheDocument();
    home.unmount();

    renderApp("/catering", { settings });
    expect(await screen.findByRole("heading", { level: 1, name: "Katering untuk kantor" })).toBeInTheDocument();
    expect(screen.getByText("Paket crepes untuk rapat dan arisan.")).toBeInTheDocument();
  });
});

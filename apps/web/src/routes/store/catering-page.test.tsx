import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MockRequest } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { formOf, submitTwice } from "../../test/submit-twice";

describe("/catering", () => {
  it("requires every field, then sends the request and confirms it", async () => {
    const sent: MockRequest[] = [];
    renderApp("/catering", {
      api: {
        "POST /api/catering": (request) => {
          sent.push(request);
          return {
            status: 201,
            body: { message: "Permintaan katering terkirim. Kami akan menghubungi Anda.", _id: "k-1" },
          };
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama"), "Rina");
    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));
    expect(await screen.findByText("Email wajib diisi.")).toBeInTheDocument();
    expect(screen.getByText("Jumlah tamu wajib diisi.")).toBeInTheDocument();
    expect(screen.getByText("Detail pesanan wajib diisi.")).toBeInTheDocument();
    expect(screen.getByLabelText("Nama")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Lokasi Acara")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText("Email"), "rina@contoh.id");
    await user.type(screen.getByLabelText("Nomor Telepon"), "0812");
    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));
    expect(await screen.findByText("Nomor telepon tidak valid.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Nomor Telepon"), "34567890");
    await user.type(screen.getByLabelText("Tanggal Acara"), "15/01/2030");
    await user.type(screen.getByLabelText("Jumlah Tamu"), "40");
    await user.type(screen.getByLabelText("Lokasi Acara"), "Gedung Sate");
    await user.type(screen.getByLabelText("Detail Pesanan"), "Crepes manis dan asin");
    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));
    expect(await screen.findByText("Permintaan katering terkirim. Kami akan menghubungi Anda.")).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({
      name: "Rina",
      email: "rina@contoh.id",
      phone: "081234567890",
      eventDate: "2030-01-15",
      guestCount: 40,
      address: "Gedung Sate",
      message: "Crepes manis dan asin",
    });

    // Another request starts from an empty form.
    await user.click(screen.getByRole("button", { name: "Kirim permintaan lain" }));
    expect(screen.getByLabelText("Nama")).toHaveValue("");
    expect(screen.getByLabelText("Jumlah Tamu")).toHaveValue("");
  });

  it("sends one request when Kirim Permintaan is submitted twice at once", async () => {
    let release: () => void = () => undefined;
    const sent: MockRequest[] = [];
    renderApp("/catering", {
      api: {
        "POST /api/catering": (request) => {
          sent.push(request);
          return new Promise((resolve) => {
            release = () => resolve({ status: 201, body: { message: "Permintaan katering terkirim.", _id: "k-1" } });
          });
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama"), "Rina");
    await user.type(screen.getByLabelText("Email"), "rina@contoh.id");
    await user.type(screen.getByLabelText("Nomor Telepon"), "081234567890");
    await user.type(screen.getByLabelText("Tanggal Acara"), "15/01/2030");
    await user.type(screen.getByLabelText("Jumlah Tamu"), "40");
    await user.type(screen.getByLabelText("Lokasi Acara"), "Gedung Sate");
    await user.type(screen.getByLabelText("Detail Pesanan"), "Crepes manis dan asin");
    submitTwice(formOf(screen.getByRole("button", { name: "Kirim Permintaan" })));
    await waitFor(() => expect(sent).toHaveLength(1));
    release();
    expect(await screen.findByText("Permintaan katering terkirim.")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
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

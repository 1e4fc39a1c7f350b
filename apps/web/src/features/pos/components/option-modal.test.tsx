import type { MenuItem } from "@kedai/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OptionModal } from "./option-modal";

const product = {
  _id: "p-1",
  name: "Crepes Cokelat Keju",
  price: 24000,
  customizationOptions: [
    {
      _id: "g-matang",
      name: "Tingkat Kematangan",
      type: "radio",
      isRequired: true,
      options: [
        { _id: "o-lembut", name: "Lembut", price: 0 },
        { _id: "o-renyah", name: "Renyah", price: 0 },
      ],
    },
    {
      _id: "g-topping",
      name: "Topping Tambahan",
      type: "checkbox",
      isRequired: false,
      options: [
        { _id: "o-keju", name: "Keju Ekstra", price: 5000 },
        { _id: "o-eskrim", name: "Es Krim", price: 7000 },
      ],
    },
  ],
} as unknown as MenuItem;

function open() {
  const onAdd = vi.fn();
  render(<OptionModal product={product} onClose={() => undefined} onAdd={onAdd} />);
  return { onAdd, user: userEvent.setup() };
}

describe("OptionModal", () => {
  it("preselects the first choice of a required group and shows each option's price", () => {
    open();
    expect(screen.getByRole("radio", { name: /Lembut/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Renyah/ })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Keju Ekstra/ })).toHaveAccessibleName(/\+Rp 5\.000/);
    expect(screen.getByRole("button", { name: /Tambah ke Keranjang · Rp 24\.000/ })).toBeEnabled();
  });

  it("takes one choice in a required group and several in an optional one, priced per quantity", async () => {
    const { onAdd, user } = open();
    await user.click(screen.getByRole("radio", { name: /Renyah/ }));
    expect(screen.getByRole("radio", { name: /Lembut/ })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: /Keju Ekstra/ }));
    await user.click(screen.getByRole("checkbox", { name: /Es Krim/ }));
    await user.click(screen.getByRole("button", { name: "Tambah Crepes Cokelat Keju" }));
    // (24.000 + 5.000 + 7.000) × 2
    await user.click(screen.getByRole("button", { name: /Tambah ke Keranjang · Rp 72\.000/ }));
    expect(onAdd).toHaveBeenCalledWith(
      [
        { _id: "o-renyah", name: "Renyah", price: 0 },
        { _id: "o-keju", name: "Keju Ekstra", price: 5000 },
        { _id: "o-eskrim", name: "Es Krim", price: 7000 },
      ],
      2,
    );
  });

  it("unticks an optional choice and never goes below a quantity of 1", async () => {
    const { onAdd, user } = open();
    await user.click(screen.getByRole("checkbox", { name: /Keju Ekstra/ }));
    await user.click(screen.getByRole("checkbox", { name: /Keju Ekstra/ }));
    expect(screen.getByRole("button", { name: "Kurangi Crepes Cokelat Keju" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: /Tambah ke Keranjang/ }));
    expect(onAdd).toHaveBeenCalledWith([{ _id: "o-lembut", name: "Lembut", price: 0 }], 1);
  });
});

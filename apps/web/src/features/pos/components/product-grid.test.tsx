import type { MenuItem } from "@kedai/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductGrid, TILE_STYLE_KEY } from "./product-grid";

const product = (name: string, imageUrl: string) =>
  ({
    _id: `m-${name}`,
    name,
    price: 24000,
    imageUrl,
    customizationOptions: [],
  }) as unknown as MenuItem;

const products = [product("Crepes Cokelat", "/uploads/menu/cokelat.webp"), product("Crepes Polos", "")];

afterEach(() => localStorage.clear());

describe("the till's product tiles", () => {
  it("show each product's picture, or text only once the device chooses so, remembered across visits", async () => {
    const onPick = vi.fn();
    const { unmount, container } = render(
      <ProductGrid products={products} categories={[]} outletId={null} onPick={onPick} />,
    );
    const tiles = within(screen.getByRole("list", { name: "Menu" }));
    expect(container.querySelector('img[src="/uploads/menu/cokelat.webp"]')).toBeInTheDocument();

    await userEvent.click(screen.getByRole("switch", { name: "Tanpa gambar" }));
    expect(container.querySelector("img")).not.toBeInTheDocument();
    expect(localStorage.getItem(TILE_STYLE_KEY)).toBe("compact");
    await userEvent.click(tiles.getByRole("button", { name: /Crepes Cokelat/ }));
    expect(onPick).toHaveBeenCalledWith(products[0]);

    unmount();
    render(<ProductGrid products={products} categories={[]} outletId={null} onPick={onPick} />);
    expect(screen.getByRole("switch", { name: "Tanpa gambar" })).toBeChecked();
    expect(document.querySelector("img")).not.toBeInTheDocument();
  });
});

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
    isAvailable: true,
    customizationOptions: [],
  }) as unknown as MenuItem;

const products = [product("Crepes Cokelat", "/uploads/menu/cokelat.webp"), product("Crepes Polos", "")];

afterEach(() => localStorage.clear());

describe("the till's product tiles", () => {
  it("show each product's picture, or text only once the device chooses so, remembered across visits", async () => {
    const onPick = vi.fn();
    const { unmount, container } = render(
      <ProductGrid products={products} categories={[]} outletId={null} onPick={onPick} onSwitchSoldOut={vi.fn()} />,
    );
    const tiles = within(screen.getByRole("list", { name: "Menu" }));
    expect(container.querySelector('img[src="/uploads/menu/cokelat.webp"]')).toBeInTheDocument();

    await userEvent.click(screen.getByRole("switch", { name: "Tanpa gambar" }));
    expect(container.querySelector("img")).not.toBeInTheDocument();
    expect(localStorage.getItem(TILE_STYLE_KEY)).toBe("compact");
    await userEvent.click(tiles.getByRole("button", { name: /Crepes Cokelat/ }));
    expect(onPick).toHaveBeenCalledWith(products[0]);

    unmount();
    render(
      <ProductGrid products={products} categories={[]} outletId={null} onPick={onPick} onSwitchSoldOut={vi.fn()} />,
    );
    expect(screen.getByRole("switch", { name: "Tanpa gambar" })).toBeChecked();
    expect(document.querySelector("img")).not.toBeInTheDocument();
  });

  it("give each tile a corner button for 'Habis'; a 'Habis' tile cannot be added and offers 'Tersedia lagi'", async () => {
    const onPick = vi.fn();
    const onSwitchSoldOut = vi.fn();
    const soldOut = { ...products[1], isAvailable: false };
    render(
      <ProductGrid
        products={[products[0], soldOut]}
        categories={[]}
        outletId={null}
        onPick={onPick}
        onSwitchSoldOut={onSwitchSoldOut}
      />,
    );
    const [available, habis] = within(screen.getByRole("list", { name: "Menu" })).getAllByRole("listitem");

    // The tile is still found by the product's name alone, and a tap adds it.
    await userEvent.click(screen.getByRole("button", { name: /Crepes Cokelat/ }));
    expect(onPick).toHaveBeenCalledWith(products[0]);
    const mark = within(available).getByRole("button", { name: "Tandai habis" });
    expect(mark).toHaveAccessibleDescription("Crepes Cokelat");
    await userEvent.click(mark);
    expect(onSwitchSoldOut).toHaveBeenLastCalledWith(products[0]);
    expect(onPick).toHaveBeenCalledTimes(1);

    const tile = within(habis).getByRole("button", { name: /Crepes Polos/ });
    expect(tile).toBeDisabled();
    expect(tile).toHaveTextContent("Habis");
    await userEvent.click(tile);
    expect(onPick).toHaveBeenCalledTimes(1);
    await userEvent.click(within(habis).getByRole("button", { name: "Tersedia lagi" }));
    expect(onSwitchSoldOut).toHaveBeenLastCalledWith(soldOut);
    expect(within(available).queryByText("Habis")).toBeNull();
  });
});

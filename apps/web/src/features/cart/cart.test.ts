import { MAX_ORDER_ITEM_QUANTITY } from "@kedai/shared";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addItem, cartItemFor, cartSubtotal, quickAdd, setQuantity } from "./cart-rules";
import { CART_STORAGE_KEY, cartItemCount, parseCart } from "./cart-storage";
import { useCart } from "./use-cart";

const crepe = { _id: "p-crepe", name: "Crepe Coklat", price: 15000, imageUrl: "" };
const keju = { name: "Keju", price: 3000 };
const pisang = { name: "Pisang", price: 2000 };

describe("cart rules", () => {
  it("prices a line with its options and keys it by product and option names in any order", () => {
    const a = cartItemFor(crepe, [keju, pisang], 2);
    const b = cartItemFor(crepe, [pisang, keju], 1);
    expect(a.finalPricePerItem).toBe(20000);
    expect(a.cartItemId).toBe(b.cartItemId);
    expect(cartItemFor(crepe, [], 1).cartItemId).not.toBe(a.cartItemId);
  });

  it("adding the same cartItemId again raises its quantity instead of adding a line", () => {
    const cart = addItem(addItem([], cartItemFor(crepe, [keju], 2)), cartItemFor(crepe, [keju], 3));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
    expect(addItem(cart, cartItemFor(crepe, [], 1))).toHaveLength(2);
  });

  it("quick add increments the plain line and leaves a line with options alone", () => {
    let cart = addItem([], cartItemFor(crepe, [keju], 1));
    cart = quickAdd(cart, crepe);
    cart = quickAdd(cart, crepe);
    expect(cart.map((line) => [line.selectedOptions.length, line.quantity])).toEqual([
      [1, 1],
      [0, 2],
    ]);
  });

  it("a quantity of 0 or less removes the line", () => {
    const line = cartItemFor(crepe, [], 2);
    expect(setQuantity([line], line.cartItemId, 4)[0]?.quantity).toBe(4);
    expect(setQuantity([line], line.cartItemId, 0)).toEqual([]);
    expect(setQuantity([line], line.cartItemId, -1)).toEqual([]);
  });

  it("sums final price times quantity", () => {
    expect(cartSubtotal([cartItemFor(crepe, [keju], 2), cartItemFor(crepe, [], 1)])).toBe(51000);
  });
});

describe("stored cart", () => {
  afterEach(() => localStorage.clear());

  it("discards a corrupted or malformed stored cart without throwing", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parseCart("{not json")).toEqual([]);
    expect(parseCart(JSON.stringify({ items: [] }))).toEqual([]);
    expect(parseCart(JSON.stringify([{ productId: "x", quantity: "dua" }]))).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("brings a quantity tampered in local storage down to the server's limit for one line", () => {
    const tampered = { ...cartItemFor(crepe, [], 1), quantity: 5000 };
    expect(parseCart(JSON.stringify([tampered]))).toEqual([{ ...tampered, quantity: MAX_ORDER_ITEM_QUANTITY }]);
    expect(cartItemCount([tampered])).toBe(MAX_ORDER_ITEM_QUANTITY);
  });

  it("useCart saves to local storage and reads it back", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.quickAdd(crepe));
    act(() => result.current.quickAdd(crepe));
    expect(result.current.items[0]?.quantity).toBe(2);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")[0].quantity).toBe(2);
    act(() => result.current.setQuantity(result.current.items[0]?.cartItemId ?? "", 0));
    expect(result.current.items).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("a corrupted stored cart leaves useCart empty", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, "[[[");
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toEqual([]);
  });
});

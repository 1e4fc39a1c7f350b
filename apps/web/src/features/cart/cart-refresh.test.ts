import { describe, expect, it } from "vitest";
import { testMenuItem } from "../../test/menu-items";
import { refreshCart } from "./cart-refresh";
import { cartItemFor } from "./cart-rules";

const crepe = testMenuItem();
const jumbo = { _id: "o-jumbo", name: "Jumbo", price: 5000 };

describe("pricing the cart again from the menu", () => {
  it("changes nothing when the menu still has the same prices", () => {
    const items = [cartItemFor(crepe, [jumbo], 2)];
    expect(refreshCart(items, [crepe])).toEqual({ items, changes: [] });
  });

  it("takes the new price of the product or its option and says what changed", () => {
    const items = [cartItemFor(crepe, [jumbo], 2)];
    const dearer = {
      ...crepe,
      price: 22000,
      customizationOptions: crepe.customizationOptions.map((group) => ({
        ...group,
        options: group.options.map((option) => (option._id === "o-jumbo" ? { ...option, price: 6000 } : option)),
      })),
    };
    const { items: now, changes } = refreshCart(items, [dearer]);
    expect(now[0]).toMatchObject({ basePrice: 22000, finalPricePerItem: 28000, quantity: 2 });
    expect(now[0]?.selectedOptions).toEqual([{ _id: "o-jumbo", name: "Jumbo", price: 6000 }]);
    expect(changes).toEqual([
      { kind: "price", cartItemId: items[0]?.cartItemId, name: "Crepes Coklat", from: 25000, to: 28000 },
    ]);
  });

  it("takes out a product no longer sold, unavailable, or with an option gone", () => {
    const tea = testMenuItem({ _id: "m-teh", name: "Es Teh", price: 8000, customizationOptions: [] });
    const items = [cartItemFor(crepe, [jumbo], 1), cartItemFor(tea, [], 1)];
    expect(refreshCart(items, [{ ...crepe, isAvailable: false }, tea]).items).toEqual([items[1]]);
    expect(refreshCart(items, [crepe]).changes).toEqual([
      { kind: "unavailable", cartItemId: items[1]?.cartItemId, name: "Es Teh" },
    ]);
    const noJumbo = { ...crepe, customizationOptions: [] };
    expect(refreshCart(items, [noJumbo, tea]).changes.map((change) => change.kind)).toEqual(["unavailable"]);
  });
});

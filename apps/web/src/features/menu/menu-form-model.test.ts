import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  MENU_RECIPE_MESSAGE,
  MENU_REQUIRED_MESSAGE,
  type MenuItem,
} from "@kedai/shared";
import { describe, expect, it } from "vitest";
import {
  checkMenuForm,
  emptyMenuForm,
  estimateCogs,
  imageFileProblem,
  type MenuFormValues,
  menuFieldsOf,
  menuFormFromItem,
  toMenuFormData,
} from "./menu-form-model";

const filled = (over: Partial<MenuFormValues> = {}): MenuFormValues => ({
  ...emptyMenuForm(),
  name: "Crepes Cokelat",
  price: 25000,
  category: "cat-1",
  location: "loc-1",
  ...over,
});

describe("checkMenuForm", () => {
  it("asks for name, price, category and location with one message, marking the missing ones", () => {
    const check = checkMenuForm(emptyMenuForm());
    expect(check).toEqual({
      ok: false,
      message: MENU_REQUIRED_MESSAGE,
      fields: expect.arrayContaining(["name", "price", "category", "location"]),
    });
    expect(checkMenuForm(filled({ location: "" }))).toMatchObject({
      message: MENU_REQUIRED_MESSAGE,
      fields: ["location"],
    });
  });

  it.each([
    ["no ingredient", { ingredient: "", quantityUsed: "2" }],
    ["no quantity", { ingredient: "stk-1", quantityUsed: "" }],
    ["zero quantity", { ingredient: "stk-1", quantityUsed: "0" }],
    ["negative quantity", { ingredient: "stk-1", quantityUsed: "-1" }],
    ["below the 0.01 minimum", { ingredient: "stk-1", quantityUsed: "0.001" }],
  ])("refuses a recipe row with %s", (_, row) => {
    expect(checkMenuForm(filled({ recipe: [{ ingredient: "stk-2", quantityUsed: "1" }, row] }))).toMatchObject({
      ok: false,
      message: MENU_RECIPE_MESSAGE,
      fields: ["recipe"],
    });
  });

  it("names the required fields before the recipe", () => {
    const check = checkMenuForm({ ...emptyMenuForm(), recipe: [{ ingredient: "", quantityUsed: "" }] });
    expect(check).toMatchObject({ message: MENU_REQUIRED_MESSAGE });
  });

  it("accepts a complete item with a recipe and without a picture", () => {
    expect(checkMenuForm(filled({ recipe: [{ ingredient: "stk-1", quantityUsed: "0.5" }] }))).toEqual({ ok: true });
  });
});

describe("toMenuFormData", () => {
  it("sends the multipart fields the API reads: repeated groups, indexed recipe rows, no cost", () => {
    const data = toMenuFormData(
      filled({
        description: "  Manis  ",
        isAvailable: false,
        customizationOptions: ["grp-1", "grp-2"],
        recipe: [
          { ingredient: "stk-1", quantityUsed: "40" },
          { ingredient: "stk-2", quantityUsed: "0.5" },
        ],
        imageUrl: "https://contoh.id/a.png",
      }),
      null,
    );
    expect(data.get("name")).toBe("Crepes Cokelat");
    expect(data.get("price")).toBe("25000");
    expect(data.get("description")).toBe("Manis");
    expect(data.get("isAvailable")).toBe("false");
    expect(data.getAll("customizationOptions")).toEqual(["grp-1", "grp-2"]);
    expect(data.get("recipe[1][ingredient]")).toBe("stk-2");
    expect(data.get("recipe[1][quantityUsed]")).toBe("0.5");
    expect(data.get("imageUrl")).toBe("https://contoh.id/a.png");
    expect(data.has("imageFile")).toBe(false);
    expect(data.has("cost")).toBe(false);
  });

  it("sends the chosen file instead of the link", () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], "crepes.png", { type: "image/png" });
    const data = toMenuFormData(filled({ imageUrl: "https://contoh.id/lama.png" }), file);
    expect(data.get("imageFile")).toBeInstanceOf(File);
    expect(data.has("imageUrl")).toBe(false);
  });

  it("sends an empty link (which clears the picture) when there is neither", () => {
    expect(toMenuFormData(filled(), null).get("imageUrl")).toBe("");
  });

  it("says out loud that an item has no groups and no recipe: a PUT keeps a field left out", () => {
    const data = toMenuFormData(filled({ customizationOptions: [], recipe: [] }), null);
    expect(data.getAll("customizationOptions")).toEqual([""]);
    expect(data.get("recipe")).toBe("[]");
  });
});

describe("estimateCogs", () => {
  it("adds cost × quantity over the rows filled in", () => {
    const ingredients = [
      { _id: "tepung", cost: 12.5 },
      { _id: "telur", cost: 2200 },
    ];
    const recipe = [
      { ingredient: "tepung", quantityUsed: "40" },
      { ingredient: "telur", quantityUsed: "0.5" },
      { ingredient: "", quantityUsed: "3" },
      { ingredient: "telur", quantityUsed: "" },
    ];
    expect(estimateCogs(recipe, ingredients)).toBe(1600);
  });
});

describe("imageFileProblem", () => {
  it("takes PNG and JPEG up to 2 MB only", () => {
    expect(imageFileProblem(new File(["x"], "a.png", { type: "image/png" }))).toBeNull();
    expect(imageFileProblem(new File(["x"], "a.jpg", { type: "image/jpeg" }))).toBeNull();
    expect(imageFileProblem(new File(["x"], "a.gif", { type: "image/gif" }))).toBe(IMAGE_TYPE_MESSAGE);
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "b.png", { type: "image/png" });
    expect(imageFileProblem(big)).toBe(IMAGE_SIZE_MESSAGE);
  });
});

describe("menuFormFromItem", () => {
  it("loads an item's groups, recipe and picture into the form", () => {
    const item: MenuItem = {
      _id: "m-1",
      name: "Crepes Keju",
      price: 23000,
      description: "Gurih",
      imageUrl: "/uploads/keju.png",
      isAvailable: false,
      category: { _id: "cat-1", name: "Crepes Gurih" },
      location: { _id: "loc-1", name: "Outlet Pusat" },
      customizationOptions: [{ _id: "grp-1", name: "Topping", type: "checkbox", isRequired: false, options: [] }],
      cogs: 3000,
      recipe: [
        { ingredient: { _id: "stk-1", name: "Keju", unit: { _id: "u", name: "gram" }, cost: 110 }, quantityUsed: 25 },
      ],
      createdAt: "",
      updatedAt: "",
    };
    expect(menuFormFromItem(item)).toEqual({
      name: "Crepes Keju",
      price: 23000,
      description: "Gurih",
      category: "cat-1",
      location: "loc-1",
      customizationOptions: ["grp-1"],
      isAvailable: false,
      imageUrl: "/uploads/keju.png",
      recipe: [{ ingredient: "stk-1", quantityUsed: "25" }],
    });
  });
});

describe("menuFieldsOf", () => {
  it("outlines the fields a server refusal names, a recipe row as the recipe", () => {
    expect(
      menuFieldsOf({ category: "Kategori tidak ditemukan.", "recipe.0.ingredient": "x", "recipe.1.quantityUsed": "y" }),
    ).toEqual(["category", "recipe"]);
  });

  it("counts a refused picture file against the picture and ignores what the form does not have", () => {
    expect(menuFieldsOf({ imageFile: "Ukuran gambar maksimal 2 MB.", cost: "?" })).toEqual(["imageUrl"]);
    expect(menuFieldsOf(undefined)).toEqual([]);
  });
});

import { expect, test } from "./fixtures";
import { apiAs, csrfHeaders, expectPath, newStaffAccount, openRegisterAt, signIn } from "./helpers";

// Issue 39: a cashier marks a menu item 'Habis' from the till on a phone, by touch: the tile stays
// on the screen, disabled, and cannot be added; the storefront stops offering it; 'Tersedia lagi'
// puts it back and it is added again. The item is this journey's own, so no other journey's
// menu changes under it.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("the cashier marks an item 'Habis' at the till, it cannot be added, and puts it back on sale", async ({
  page,
  browser,
}) => {
  const admin = await apiAs(browser, "admin");
  const name = `Crepes Habis ${Date.now()}`;
  const [category] = (await (await admin.get("/api/categories")).json()) as { _id: string }[];
  const locations = (await (await admin.get("/api/locations")).json()) as { _id: string; name: string }[];
  const created = await admin.post("/api/menu", {
    headers: await csrfHeaders(admin),
    data: {
      name,
      price: 21000,
      category: category._id,
      location: locations.find((one) => one.name === "Kedai Crepes Pusat")?._id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const storefrontHas = async () =>
    ((await (await page.request.get("/api/menu")).json()) as { name: string }[]).some((item) => item.name === name);

  const username = await newStaffAccount(browser, "cashier", "Kasir Habis");
  await signIn(page, username);
  await expectPath(page, /\/pos/);
  await openRegisterAt(page, "Kedai Crepes Pusat");
  await page.reload();
  const grid = page.getByRole("region", { name: "Daftar menu" });
  await grid.getByLabel("Cari menu").fill(name);
  const tile = grid.getByRole("listitem").filter({ hasText: name });
  const addButton = tile.getByRole("button", { name: new RegExp(name) });

  await tile.getByRole("button", { name: "Tandai habis" }).tap();
  const ask = page.getByRole("dialog", { name: "Tandai Habis" });
  await expect(ask).toContainText(`"${name}" tidak bisa dipesan lagi`);
  await ask.getByRole("button", { name: "Tandai Habis" }).tap();
  await expect(page.getByText(`"${name}" ditandai habis.`)).toBeVisible();
  await expect(addButton).toBeDisabled();
  await expect(addButton).toContainText("Habis");
  await addButton.tap({ force: true });
  await expect(page.getByText(/Keranjang · 0 item/)).toBeVisible();
  expect(await storefrontHas()).toBe(false);

  await tile.getByRole("button", { name: "Tersedia lagi" }).tap();
  await page.getByRole("dialog", { name: "Tersedia Lagi" }).getByRole("button", { name: "Tersedia Lagi" }).tap();
  await expect(page.getByText(`"${name}" tersedia lagi.`)).toBeVisible();
  await expect(addButton).toBeEnabled();
  await addButton.tap();
  await expect(page.getByText(/Keranjang · 1 item/)).toBeVisible();
  expect(await storefrontHas()).toBe(true);
});

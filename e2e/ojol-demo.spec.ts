import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, test } from "./fixtures";
import {
  apiAs,
  csrfHeaders,
  expectPath,
  newStaffAccount,
  openRegisterAt,
  type Place,
  rupiah,
  signedInStateOf,
  signIn,
} from "./helpers";

// The demo's 'Simulasi pesanan ojol': GrabFood's fake sends the Pusat outlet an order through
// Kedai's real webhook. It rings on the till (the header's alert, wherever the cashier is), the
// cashier accepts it ('Terima'), the kitchen makes it and marks it ready, GrabFood's driver delivers
// it, and the channel report counts it with its commission. With 'menu yang belum dikenali', GoFood's order also carries an item only its menu
// has: the till flags it, the cashier maps it ('Cocokkan menu'), and GoFood's next order of it
// arrives matched. Cashiers of their own: kasir's register belongs to pos-journey.spec.ts. In the
// back office, Pengaturan lists GrabFood's order still to map and the mapping it leaves, to remove.

test.use({ viewport: { width: 1280, height: 800 } });

type ChannelRow = { channel: string; orders: number; gross: number; commission: number };
type OjolOrder = {
  _id: string;
  orderId: string;
  totalAmount: number;
  status: string;
  ojol: { label: string; commission: number; needsMapping: boolean } | null;
  items: { productId: string | null; name: string; finalPricePerItem: number }[];
};

type ItemMap = { _id: string; externalId: string };

/** Removes what an earlier attempt (a retry) saved for the platform's item: its next order must arrive flagged. */
async function forgetMapping(
  admin: Awaited<ReturnType<typeof apiAs>>,
  platform: "grabfood" | "gofood",
  itemId: string,
) {
  const saved = (await (await admin.get(`/api/ojol/item-maps?platform=${platform}`)).json()) as ItemMap[];
  for (const left of saved.filter((row) => row.externalId === itemId))
    await admin.delete(`/api/ojol/item-maps/${left._id}`, { headers: await csrfHeaders(admin) });
}

/** A new cashier at the Pusat till, its register open, on 'List Order'. */
async function cashierAtPusat(page: Page, browser: Browser, fullName: string) {
  await signIn(page, await newStaffAccount(browser, "cashier", fullName));
  await expectPath(page, "/pos");
  await openRegisterAt(page, "Kedai Crepes Pusat");
  await page.reload();
  await page.getByRole("button", { name: "List Order" }).click();
}

/**
 * 'Simulasi pesanan ojol' from the till: the order's label ("GrabFood #GF-123") and its card. From
 * another view than the list (`elsewhere`), the header's alert rings and opens the list.
 */
async function simulate(page: Page, platform: "GrabFood" | "GoFood", { unknownItem = false, elsewhere = false } = {}) {
  await page.getByRole("button", { name: "Simulasi pesanan ojol" }).click();
  const dialog = page.getByRole("dialog", { name: "Simulasi pesanan ojol" });
  if (unknownItem) await dialog.getByRole("checkbox", { name: "Sertakan menu yang belum dikenali Kedai" }).check();
  const simulated = page.waitForResponse((r) => r.url().endsWith("/api/ojol/demo/orders"));
  await dialog.getByRole("button", { name: platform }).click();
  const answer = await simulated;
  expect(answer.status()).toBe(200);
  const { message } = (await answer.json()) as { message: string };
  const label = new RegExp(`${platform} #(GF|F)-\\d+`).exec(message)?.[0] ?? "";
  expect(label).not.toBe("");
  if (elsewhere) await page.getByRole("button", { name: /\d+ pesanan ojol menunggu/ }).click();
  const card = page
    .getByRole("region", { name: "Daftar Pesanan Aktif" })
    .getByRole("listitem")
    .filter({ hasText: label });
  // It rings on the till, waiting for the cashier with the platform's countdown.
  await expect(card).toContainText(/Terima dalam \d:\d\d/);
  return { label, card };
}

/** This month up to today on the shop's clock: the range the channel report opens with. */
function thisMonth() {
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Jakarta" });
  return `startDate=${today.slice(0, 8)}01&endDate=${today}`;
}

test("a simulated GrabFood order rings on the till, is accepted, made in the kitchen and counted with its commission", async ({
  page,
  browser,
}) => {
  // GrabFood's driver collects the order a few seconds after it is ready.
  test.setTimeout(120_000);
  const admin = await apiAs(browser, "admin");
  const grabfoodRow = async () => {
    const answer = await admin.get(`/api/reports/channels?${thisMonth()}`);
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()).rows as ChannelRow[]).find((row) => row.channel === "grabfood") as ChannelRow;
  };
  const before = await grabfoodRow();

  await cashierAtPusat(page, browser, "Kasir Ojol");
  // The cashier is taking a walk-in order when GrabFood's arrives: the header rings.
  await page.getByRole("button", { name: "Transaksi Baru" }).click();
  const { label, card } = await simulate(page, "GrabFood", { elsewhere: true });
  expect(label).toMatch(/^GrabFood #GF-\d{3}$/);
  const heading = (await card.getByRole("heading").first().textContent()) ?? "";
  expect(heading).toMatch(/^#\S{4}$/);
  await card.getByRole("button", { name: "Terima" }).click();
  await expect(page.getByText(`${label} diterima; pesanan masuk ke dapur.`)).toBeVisible();

  // The kitchen makes it and marks it ready.
  await page.getByRole("button", { name: "Dapur" }).click();
  const ticket = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
  await ticket.getByRole("button", { name: "Mulai Siapkan" }).click();
  await ticket.getByRole("button", { name: "Sajikan (Ready)" }).click();
  await expect(ticket).toHaveCount(0);

  // GrabFood, told it is ready, sends its driver, and says when it was delivered.
  const found = async () => {
    const answer = await admin.get(`/api/orders?search=${encodeURIComponent(heading.slice(1))}`);
    const orders = (await answer.json()).data as OjolOrder[];
    return orders.find((order) => order.ojol?.label === label);
  };
  await expect.poll(async () => (await found())?.status, { timeout: 30_000 }).toBe("Completed");
  const order = (await found()) as OjolOrder;
  expect(order.ojol?.commission).toBeGreaterThan(0);

  const owner = await browser.newContext({ storageState: signedInStateOf("admin") });
  const report = await owner.newPage();
  await report.goto("/admin/penjualan-kanal");
  const row = report
    .getByRole("table", { name: "Penjualan per kanal" })
    .getByRole("row")
    .filter({ hasText: "GrabFood" });
  await expect(row).toContainText(rupiah(before.gross + order.totalAmount));
  await expect(row).toContainText(rupiah(before.commission + (order.ojol?.commission ?? 0)));
  await expect(row).toContainText(String(before.orders + 1));
  await owner.close();
});

test("a simulated GoFood order with an item only GoFood's menu has is flagged, mapped at the till, and GoFood's next order of it arrives matched", async ({
  page,
  browser,
}) => {
  const unknown = "Crepes Durian (menu GoFood)";
  const flag = "Ada menu yang belum dikenali";
  const admin = await apiAs(browser, "admin");
  await forgetMapping(admin, "gofood", "gofood-crepes-durian");
  await cashierAtPusat(page, browser, "Kasir Cocokkan");
  const first = await simulate(page, "GoFood", { unknownItem: true });
  await expect(first.card).toContainText(flag);

  await first.card.getByRole("button", { name: "Cocokkan menu" }).click();
  const dialog = page.getByRole("dialog", { name: `Cocokkan menu ${first.label}` });
  await dialog
    .getByRole("group", { name: unknown })
    .getByLabel("Menu Kedai")
    .selectOption({ label: "Crepes Pisang Cokelat" });
  const saved = page.waitForResponse((r) => r.url().endsWith("/map-items") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(first.card).not.toContainText(flag);

  // GoFood sends the same item again: Kedai now knows it, at GoFood's price.
  const second = await simulate(page, "GoFood", { unknownItem: true });
  await expect(second.card).not.toContainText(flag);
  const heading = (await second.card.getByRole("heading").first().textContent()) ?? "";
  const found = await admin.get(`/api/orders?search=${encodeURIComponent(heading.slice(1))}`);
  const orders = (await found.json()).data as OjolOrder[];
  const order = orders.find((one) => one.ojol?.label === second.label);
  expect(order?.ojol?.needsMapping).toBe(false);
  expect(order?.items.every((item) => item.productId !== null)).toBe(true);
  expect(order?.items).toContainEqual(
    expect.objectContaining({ name: "Crepes Pisang Cokelat", finalPricePerItem: 30_000 }),
  );
});

test("Pengaturan lists GrabFood's order still to map, maps it with the till's dialog, and removes the mapping it saved", async ({
  browser,
}) => {
  const itemId = "grab-crepes-durian";
  const admin = await apiAs(browser, "admin");
  await forgetMapping(admin, "grabfood", itemId);
  const outlets = (await (await admin.get("/api/locations")).json()) as Place[];
  const pusat = outlets.find((outlet) => outlet.name === "Kedai Crepes Pusat") as Place;
  const sent = await admin.post("/api/ojol/demo/orders", {
    headers: await csrfHeaders(admin),
    data: { outletId: pusat._id, platform: "grabfood", unknownItem: true },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const label = /GrabFood #GF-\d+/.exec(((await sent.json()) as { message: string }).message)?.[0] ?? "";
  const unmapped = async () =>
    ((await (await admin.get("/api/ojol/orders/unmapped")).json()).data as OjolOrder[]).map((o) => o.ojol?.label);
  await expect.poll(unmapped, { timeout: 15_000 }).toContain(label);

  const page = await (await browser.newContext({ storageState: signedInStateOf("admin") })).newPage();
  await page.goto("/admin/pengaturan");
  const order = page
    .getByRole("table", { name: "Pesanan ojol yang belum dicocokkan" })
    .getByRole("row")
    .filter({ hasText: label });
  // GrabFood's order names no item: the line is the platform's id.
  await expect(order).toContainText(`Menu ${itemId}`);
  await expectNoSeriousA11yViolations(page);
  await order.getByRole("button", { name: `Cocokkan menu ${label}` }).click();
  const dialog = page.getByRole("dialog", { name: `Cocokkan menu ${label}` });
  await dialog
    .getByRole("group", { name: `Menu ${itemId}` })
    .getByLabel("Menu Kedai")
    .selectOption({ label: "Crepes Pisang Cokelat" });
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(order).toHaveCount(0);

  const mapping = page
    .getByRole("table", { name: "Menu ojol yang dicocokkan" })
    .getByRole("row")
    .filter({ hasText: itemId });
  await expect(mapping).toContainText("Crepes Pisang Cokelat");
  await mapping.getByRole("button", { name: `Hapus pencocokan GrabFood ${itemId} → Crepes Pisang Cokelat` }).click();
  const asked = page.getByRole("dialog", { name: "Konfirmasi Penghapusan" });
  await expect(asked).toContainText("Pesanan berikutnya dari item ini perlu dicocokkan lagi.");
  await asked.getByRole("button", { name: "Konfirmasi" }).click();
  await expect(mapping).toHaveCount(0);
  // Gone for good, not only from the screen.
  const reloaded = page.waitForResponse((r) => r.url().includes("/api/ojol/item-maps"));
  await page.reload();
  expect(await (await reloaded).text()).not.toContain(itemId);
});

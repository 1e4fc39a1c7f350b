import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { rupiah, signedInAs } from "./helpers";

// The back office's order list on the demo history: the admin narrows it to Completed orders and
// opens one, whose detail shows the items and the total the server has for it.

type ListedOrder = {
  _id: string;
  orderId: string;
  status: string;
  totalAmount: number;
  items: { name: string; quantity: number }[];
};

test.use(signedInAs("admin"));

test("the admin filters the order list by Completed and opens an order's items and total", async ({ page }) => {
  await page.goto("/admin/order-list");
  await expect(page.getByRole("heading", { name: "Daftar Pesanan", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Daftar pesanan" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Status").selectOption("Completed");
  const filtered = page.waitForResponse(
    (answer) => answer.url().includes("/api/orders?") && answer.url().includes("status=Completed"),
  );
  await page.getByRole("button", { name: "Tampilkan" }).click();
  await filtered;

  const rows = table.getByRole("row").filter({ has: page.getByRole("button", { name: /^Detail pesanan/ }) });
  await expect(rows.first()).toBeVisible();
  // Every listed order is Completed: no kitchen move, no edit, no cancel.
  await expect(rows.filter({ hasNotText: "Selesai" })).toHaveCount(0);
  await expect(table.getByRole("button", { name: /^Batalkan/ })).toHaveCount(0);
  await expect(table.getByRole("button", { name: /^Edit/ })).toHaveCount(0);

  const first = rows.first();
  const number = (await first.getByRole("cell").nth(1).innerText()).trim();
  expect(number).toMatch(/^#\S{6}$/);
  await first.getByRole("button", { name: /^Detail pesanan/ }).click();
  const dialog = page.getByRole("dialog", { name: `Detail Pesanan ${number}` });
  await expect(dialog).toBeVisible();

  // What the server has for that order, found by its short id.
  const answer = await page.request.get(`/api/orders?status=Completed&search=${encodeURIComponent(number.slice(1))}`);
  const { data } = (await answer.json()) as { data: ListedOrder[] };
  const order = data.find((candidate) => candidate.orderId.endsWith(number.slice(1)));
  if (!order) throw new Error(`order ${number} not found through the API`);
  expect(order.items.length).toBeGreaterThan(0);

  const items = dialog.getByRole("table", { name: "Item pesanan" });
  for (const item of order.items) {
    await expect(items.getByRole("row").filter({ hasText: item.name }).first()).toContainText(String(item.quantity));
  }
  await expect(dialog.getByLabel("Rincian biaya")).toContainText(`Total${rupiah(order.totalAmount)}`);
  await expect(dialog.getByRole("button", { name: "Cetak Struk" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

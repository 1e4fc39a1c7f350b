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

test("the owner sorts the stock by value and the orders by total, and a reload keeps both sorts", async ({ page }) => {
  // The stock list comes whole and is sorted by the server too (ADR 0058): the first row is the item worth most.
  await page.goto("/admin/bahan");
  const stock = page.getByRole("table", { name: "Daftar bahan baku" });
  await expect(stock.getByRole("row").nth(1)).toBeVisible();
  await stock.getByRole("button", { name: "Nilai" }).click();
  await expect(page).toHaveURL(/[?&]sort=value&order=desc/);
  await expect(stock.getByRole("columnheader", { name: /Nilai/ })).toHaveAttribute("aria-sort", "descending");
  const items = (await (await page.request.get("/api/stock")).json()) as {
    name: string;
    quantityInStock: number;
    cost: number;
  }[];
  const worth = (item: (typeof items)[number]) => item.quantityInStock * item.cost;
  const richest = items.reduce((best, item) => (worth(item) > worth(best) ? item : best));
  const firstItem = stock.getByRole("row").nth(1).getByRole("cell").first();
  await expect(firstItem).toHaveText(richest.name);
  await page.reload();
  await expect(firstItem).toHaveText(richest.name);

  // The order list is paged, so the server sorts it: the largest total of every order comes first.
  await page.goto("/admin/order-list");
  const table = page.getByRole("table", { name: "Daftar pesanan" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  const sorted = page.waitForResponse(
    (answer) => answer.url().includes("/api/orders?") && answer.url().includes("sort=total&order=desc"),
  );
  await table.getByRole("button", { name: "Total" }).click();
  const { data } = (await (await sorted).json()) as { data: ListedOrder[] };
  const totals = data.map((order) => order.totalAmount);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  const firstRow = table.getByRole("row").nth(1);
  await expect(firstRow).toContainText(rupiah(data[0].totalAmount));
  const number = (await firstRow.getByRole("cell").nth(1).innerText()).trim();
  expect(data[0].orderId.endsWith(number.slice(1))).toBe(true);

  await page.reload();
  await expect(page).toHaveURL(/[?&]sort=total&order=desc/);
  await expect(table.getByRole("columnheader", { name: /Total/ })).toHaveAttribute("aria-sort", "descending");
  await expect(table.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(number);
});

import { expect, test } from "./fixtures";
import { apiAs, expectPath, newStaffAccount, openRegisterAt, rupiah, signedInStateOf, signIn } from "./helpers";

// The demo's 'Simulasi pesanan ojol': GrabFood's fake sends the Pusat outlet an order through
// Kedai's real webhook. It rings on the till, the cashier accepts it ('Terima'), the kitchen makes
// it and marks it ready, GrabFood's driver delivers it, and the channel report counts it with its
// commission. A cashier of its own: kasir's register belongs to pos-journey.spec.ts.

test.use({ viewport: { width: 1280, height: 800 } });

type ChannelRow = { channel: string; orders: number; gross: number; commission: number };
type OjolOrder = {
  _id: string;
  orderId: string;
  totalAmount: number;
  status: string;
  ojol: { label: string; commission: number } | null;
};

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

  await signIn(page, await newStaffAccount(browser, "cashier", "Kasir Ojol"));
  await expectPath(page, "/pos");
  await openRegisterAt(page, "Kedai Crepes Pusat");
  await page.reload();
  await page.getByRole("button", { name: "List Order" }).click();

  await page.getByRole("button", { name: "Simulasi pesanan ojol" }).click();
  const simulated = page.waitForResponse((r) => r.url().endsWith("/api/ojol/demo/orders"));
  await page.getByRole("dialog", { name: "Simulasi pesanan ojol" }).getByRole("button", { name: "GrabFood" }).click();
  const { message } = (await (await simulated).json()) as { message: string };
  const label = /GrabFood #GF-\d{3}/.exec(message)?.[0] ?? "";
  expect(label).not.toBe("");

  // It rings on the till, waiting for the cashier with the platform's countdown.
  const card = page
    .getByRole("region", { name: "Daftar Pesanan Aktif" })
    .getByRole("listitem")
    .filter({ hasText: label });
  await expect(card).toContainText(/Terima dalam \d:\d\d/);
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

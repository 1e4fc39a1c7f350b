import { expectNoSeriousA11yViolations } from "./a11y";
import { type Browser, expect, type Page, test } from "./fixtures";
import { type DemoRole, doubleTap, signedInStateOf } from "./helpers";

// A franchise member asks head office for stock; head office processes, ships (a part first, then
// the rest) and completes the request. Shipping takes the quantities out of head-office stock; the
// member follows the status and what was shipped of each line.

const REQUESTED = [
  { name: "Teh Hitam Celup", quantity: 12, unit: "pcs" },
  { name: "Buah Leci Kaleng", quantity: 150, unit: "gram" },
] as const;

async function pageAs(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext({ storageState: signedInStateOf(role) });
  return context.newPage();
}

/** Head-office quantities by item name, as the back office's stock list has them. */
async function stockOf(page: Page): Promise<Map<string, number>> {
  const answer = await page.request.get("/api/stock");
  const rows = (await answer.json()) as { name: string; quantityInStock: number }[];
  return new Map(rows.map((row) => [row.name, row.quantityInStock]));
}

test("mitra requests two items; admin processes, ships and completes it; stock and the member's screens follow", async ({
  browser,
}) => {
  const note = `Stok akhir pekan ${Date.now()}`;
  const member = await pageAs(browser, "member");
  await member.goto("/member/permintaan-stok");
  await expect(member.getByRole("heading", { name: "Permintaan Stok", level: 1 })).toBeVisible();

  await member.getByLabel("Item stok 1").selectOption({ label: REQUESTED[0].name });
  await member.getByLabel("Jumlah 1").fill(String(REQUESTED[0].quantity));
  await member.getByRole("button", { name: "Tambah Item" }).click();
  await member.getByLabel("Item stok 2").selectOption({ label: REQUESTED[1].name });
  await member.getByLabel("Jumlah 2").fill(String(REQUESTED[1].quantity));
  await member.getByLabel("Catatan").fill(note);
  await member.getByRole("button", { name: "Kirim Permintaan" }).click();
  await expect(member.getByText("Permintaan stok berhasil dikirim!")).toBeVisible();

  const newest = member.getByRole("table", { name: "Riwayat permintaan stok" }).getByRole("row").nth(1);
  await expect(newest).toContainText("2 item");
  await expect(newest).toContainText("Diajukan");
  // A request's lines open from its row's disclosure button (not aria-expanded on the row).
  await newest.getByRole("button", { name: "Rincian" }).click();
  await expect(newest.getByRole("button", { name: "Rincian" })).toHaveAttribute("aria-expanded", "true");
  await expectNoSeriousA11yViolations(member);

  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/permintaan-stok");
  const request = admin.getByRole("row").filter({ hasText: note });
  await expect(request).toContainText("Budi Mitra");
  await expect(request).toContainText("Kedai Crepes Cimahi");
  await expect(request).toContainText(`${REQUESTED[0].name} — ${REQUESTED[0].quantity} ${REQUESTED[0].unit}`);

  // A double tap on 'Proses' and on a shipment's 'Kirim' moves the request once each: one request
  // sent, no false "diubah oleh pengguna lain", no error in the console (the fixture fails on one).
  const statusCalls: string[] = [];
  admin.on("request", (sent) => {
    const moves =
      (sent.method() === "PUT" && sent.url().endsWith("/status")) ||
      (sent.method() === "POST" && sent.url().endsWith("/shipments"));
    if (moves) statusCalls.push(sent.postData() ?? "");
  });
  await doubleTap(request.getByRole("button", { name: /^Proses/ }));
  await expect(request).toContainText("Diproses");
  const before = await stockOf(admin);

  // A first shipment sends part of the lychees; the rest stays open on the request.
  const sentFirst = 100;
  await request.getByRole("button", { name: /^Kirim/ }).click();
  let shipment = admin.getByRole("dialog", { name: "Kirim Permintaan" });
  await expect(shipment.getByLabel(`Jumlah kirim ${REQUESTED[1].name}`)).toHaveValue(String(REQUESTED[1].quantity));
  await shipment.getByLabel(`Jumlah kirim ${REQUESTED[1].name}`).fill(String(sentFirst));
  await doubleTap(shipment.getByRole("button", { name: "Kirim", exact: true }));
  await expect(request).toContainText("Dikirim Sebagian");
  const open = REQUESTED[1].quantity - sentFirst;
  const partLine = `(dikirim ${sentFirst} ${REQUESTED[1].unit}, sisa ${open} ${REQUESTED[1].unit})`;
  await expect(request).toContainText(partLine);
  await member.reload();
  await newest.getByRole("button", { name: "Rincian" }).click();
  await expect(newest).toContainText("Dikirim Sebagian");
  await expect(member.getByText(partLine)).toBeVisible();

  // 'Kirim Sisa' sends what is still open.
  await request.getByRole("button", { name: /^Kirim Sisa/ }).click();
  shipment = admin.getByRole("dialog", { name: "Kirim Permintaan" });
  await expect(shipment.getByLabel(`Jumlah kirim ${REQUESTED[1].name}`)).toHaveValue(String(open));
  await shipment.getByRole("button", { name: "Kirim", exact: true }).click();
  await expect(request.getByText("Dikirim", { exact: true })).toBeVisible();
  expect(statusCalls).toHaveLength(3);
  await expect(admin.getByText(/diubah oleh pengguna lain/)).toHaveCount(0);
  const after = await stockOf(admin);
  for (const item of REQUESTED) {
    expect(after.get(item.name)).toBeCloseTo((before.get(item.name) ?? 0) - item.quantity, 4);
  }
  await request.getByRole("button", { name: /^Selesaikan/ }).click();
  await expect(request).toHaveCount(0);
  await admin.getByRole("tab", { name: "Riwayat Permintaan" }).click();
  await expect(admin.getByRole("row").filter({ hasText: note })).toContainText("Selesai");

  // The stock card tells where the tea went.
  await admin.goto("/admin/bahan");
  await admin.getByRole("button", { name: `Riwayat stok ${REQUESTED[0].name}` }).click();
  const card = admin.getByRole("dialog", { name: `Riwayat Stok: ${REQUESTED[0].name}` });
  await expect(card.getByRole("row").filter({ hasText: "Pengiriman ke mitra" }).first()).toContainText(
    `-${REQUESTED[0].quantity} pcs`,
  );

  await member.reload();
  await expect(newest).toContainText("Selesai");
  await member.getByRole("link", { name: "Dashboard" }).click();
  await expect(member.getByText("Status Permintaan Terakhir")).toBeVisible();
  await expect(member.getByText("Selesai", { exact: true })).toBeVisible();
});

test("the member's stock request page fits a 390 px phone: nothing scrolls sideways, item names show whole", async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: signedInStateOf("member"),
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const member = await context.newPage();
  await member.goto("/member/permintaan-stok");
  await expect(member.getByRole("heading", { name: "Permintaan Stok", level: 1 })).toBeVisible({ timeout: 30_000 });

  // The longest name the member can ask for, chosen in the form, shows whole in its select.
  const item = member.getByLabel("Item stok 1");
  const names = (await item.locator("option").allTextContents()).slice(1);
  const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
  await item.selectOption({ label: longest });
  const room = await item.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context2d = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    context2d.font = style.font;
    const text = context2d.measureText(select.options[select.selectedIndex].text).width;
    const inside = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text, inside };
  });
  expect(room.text).toBeLessThanOrEqual(room.inside);

  // The history is a list of cards, not a table cut off at the screen's edge; a request's items
  // show whole when it is opened.
  const history = member.getByRole("table", { name: "Riwayat permintaan stok" });
  const newest = history.getByRole("row").nth(1);
  await expect(newest).toContainText("item");
  await newest.click();
  const items = history.getByRole("listitem");
  await expect(items.first()).toBeVisible();
  const cut = await history.evaluate((table) =>
    [...table.querySelectorAll("td, li")]
      .filter((node) => {
        const box = node.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth || node.scrollWidth > node.clientWidth + 1);
      })
      .map((node) => node.textContent),
  );
  expect(cut).toEqual([]);
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

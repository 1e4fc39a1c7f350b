import { expect, type Page, test } from "./fixtures";
import { expectPath, newStaffAccount, openRegisterAt, rupiah, signIn } from "./helpers";

// Issue 27: the till keeps selling when the network drops. A cashier of their own opens a register
// online and places an order; the network goes; the till is reloaded, still lists that open order,
// and takes three orders (one paid with 'Bayar Pas'); the first is moved on and paid in cash with
// change offline (issue 36: typed till commands); the tab is closed and /pos opened again, still
// offline; the network comes back, and every order and every action reaches the server exactly
// once, at the total the till showed and printed on the receipts it handed over.

test.use({ viewport: { width: 1024, height: 768 } });

type SyncedOrder = {
  _id: string;
  orderId: string;
  status: string;
  totalAmount: number;
  paymentDetails: { method: string; amountPaid: number; change: number } | null;
  payments: Array<{ method: string; amount: number; change: number }>;
  offline: { deviceId: string } | null;
  statusHistory: Array<{ to: string }>;
};

/** Adds Crepes Cokelat Keju (its default options) `times` times. */
async function addCrepes(page: Page, times: number) {
  for (let i = 0; i < times; i++) {
    await page
      .getByRole("region", { name: "Daftar menu" })
      .getByRole("button", { name: /Crepes Cokelat Keju/ })
      .click();
    await page
      .getByRole("dialog", { name: "Crepes Cokelat Keju" })
      .getByRole("button", { name: /Tambah ke Keranjang/ })
      .click();
  }
}

/** Places the cart with `button` while offline; answers the total the till showed for it. */
async function placeOffline(page: Page, button: "Buat Pesanan" | "Bayar Pas"): Promise<string> {
  const total = (await page.getByTestId("pos-total").textContent())?.trim() ?? "";
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByText(/disimpan di perangkat ini/).last()).toBeVisible();
  await expect(page.getByText(/Keranjang kosong/)).toBeVisible();
  return total;
}

/** What the till keeps of its answers in IndexedDB, as text. */
const keptText = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const opening = indexedDB.open("kedai-till");
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains("queries")) return resolve("");
          const all = db.transaction("queries").objectStore("queries").getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => resolve("");
        };
        opening.onerror = () => resolve("");
      }),
  );

/** Waits until the till's answers (catalog, register session) are written to IndexedDB. */
async function tillDataKept(page: Page) {
  await expect
    .poll(() => keptText(page), { timeout: 15_000 })
    .toMatch(/\/orders\/catalog[\s\S]*\/register\/status|\/register\/status[\s\S]*\/orders\/catalog/);
}

test("three orders taken offline, across a reload and a closed tab, each reach the server once", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const username = await newStaffAccount(browser, "cashier", "Kasir Offline");
  await signIn(page, username);
  await expectPath(page, /\/pos/);
  await openRegisterAt(page, "Kedai Crepes Pusat");
  await page.reload();
  await expect(page.getByRole("button", { name: "Buat Pesanan" })).toBeVisible();
  // The service worker has precached the till and controls the page; its data is on the device.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // An order placed online: open when the network goes, it must still be listed offline.
  await addCrepes(page, 1);
  await page.getByLabel("Waiter").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Take Away", exact: true }).click();
  await page.getByRole("button", { name: "Buat Pesanan" }).click();
  await expect(page.getByText(/berhasil dibuat/)).toBeVisible();
  await expect(page.getByText(/Keranjang kosong/)).toBeVisible();
  await tillDataKept(page);
  await expect.poll(() => keptText(page), { timeout: 15_000 }).toMatch(/status\W+New/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Offline", { exact: true })).toBeVisible();
  // The header says what goes on, not that the till's data failed to load: it serves its own copy.
  await expect(page.getByText("Server tidak terhubung — kasir tetap jalan offline")).toBeVisible();
  await expect(page.getByText("Gagal memuat data master POS.")).toHaveCount(0);
  await page.getByRole("button", { name: "List Order" }).click();
  await expect(page.getByRole("heading", { name: /^#\d{4}$/ }).first()).toBeVisible();
  await expect(page.getByText("Belum ada pesanan aktif.")).toHaveCount(0);
  await page.getByRole("button", { name: "Transaksi Baru" }).click();
  await expect(page.getByRole("button", { name: "Buat Pesanan" })).toBeVisible();

  const shown: string[] = [];
  await addCrepes(page, 1);
  // Dine-In without a table: a table taken here would be taken from the journeys running beside this one.
  await page.getByLabel("Waiter").selectOption({ index: 1 });
  shown.push(await placeOffline(page, "Buat Pesanan"));
  await page.getByRole("button", { name: "Take Away", exact: true }).click();
  await addCrepes(page, 2);
  shown.push(await placeOffline(page, "Buat Pesanan"));
  await page.getByRole("button", { name: "Take Away", exact: true }).click();
  await addCrepes(page, 3);
  shown.push(await placeOffline(page, "Bayar Pas"));
  // Paid as it was placed: the receipt is handed over now, under a local number, waiting to sync.
  const receipt = page.getByRole("dialog", { name: "Pembayaran Berhasil" });
  await expect(receipt).toContainText("Offline · menunggu sinkron");
  const paper = receipt.getByRole("article", { name: "Struk" });
  await expect(paper).toContainText(/No\.LOKAL-[0-9A-F]{8}/);
  await expect(paper).toContainText(`Total${shown[2]}`);
  const printed = (await paper.textContent()) ?? "";
  await receipt.getByRole("button", { name: "Selesai" }).click();
  await expect(page.getByText("3 pesanan menunggu sinkron")).toBeVisible();

  // The first order taken offline is moved on and paid in cash with change, all offline.
  await page.getByRole("button", { name: "List Order" }).click();
  const first = page
    .getByRole("region", { name: "Daftar Pesanan Aktif" })
    .getByRole("listitem")
    .filter({ hasText: shown[0] ?? "" });
  await first.getByRole("button", { name: "Mulai Siapkan" }).click();
  await first.getByRole("button", { name: "Sajikan (Ready)" }).click();
  await first.getByRole("button", { name: "Bayar" }).click();
  const pay = page.getByRole("dialog", { name: /Pembayaran/ });
  await pay.getByRole("button", { name: "Rp 100.000" }).click();
  await pay.getByRole("button", { name: "Konfirmasi Pembayaran" }).click();
  const cashReceipt = page.getByRole("dialog", { name: "Pembayaran Berhasil" });
  await expect(cashReceipt).toContainText("Offline · menunggu sinkron");
  await expect(cashReceipt.getByRole("article", { name: "Struk" })).toContainText("Bayar (Cash)Rp 100.000Kembalian");
  await cashReceipt.getByRole("button", { name: "Selesai" }).click();
  // Still three orders waiting: the moves and the payment wait with the first.
  await expect(page.getByText("3 pesanan menunggu sinkron")).toBeVisible();

  // The id the till gave itself names its orders on the server.
  const deviceId = await page.evaluate(() => localStorage.getItem("kedai.deviceId"));
  expect(deviceId).toBeTruthy();

  // The tab is closed and the till opened again, still without network.
  await page.close();
  const till = await context.newPage();
  await till.goto("/pos");
  await expect(till.getByText("3 pesanan menunggu sinkron")).toBeVisible();
  await till.getByRole("button", { name: "List Order" }).click();
  const waiting = till.getByRole("region", { name: "Pesanan menunggu sinkron" });
  // Three orders and the first one's two moves and payment, each kept since it was clicked.
  await expect(waiting.getByRole("listitem")).toHaveCount(6);
  for (const total of shown) await expect(waiting).toContainText(total);

  await context.setOffline(false);
  await expect(till.getByText(/pesanan menunggu sinkron/)).toHaveCount(0, { timeout: 30_000 });
  await expect(till.getByText("Offline", { exact: true })).toHaveCount(0);

  const listed = await till.request.get("/api/orders", { params: { limit: 100 } });
  expect(listed.status(), await listed.text()).toBe(200);
  const synced = ((await listed.json()).data as SyncedOrder[]).filter((order) => order.offline?.deviceId === deviceId);
  expect(synced).toHaveLength(3);
  expect(synced.map((order) => rupiah(order.totalAmount)).sort()).toEqual([...shown].sort());
  const upFront = synced.filter((order) => order.paymentDetails?.change === 0);
  expect(upFront).toHaveLength(1);
  // The receipt handed over offline carried the total the server stores, paid in exact cash.
  expect(printed).toContain(`Total${rupiah(upFront[0]?.totalAmount ?? 0)}`);
  expect(printed).toContain(`Bayar (Cash)${rupiah(upFront[0]?.totalAmount ?? 0)}KembalianRp 0`);
  // The order moved on and paid offline: Completed, with that one payment and its change, once.
  const completed = synced.filter((order) => order.status === "Completed");
  expect(completed).toHaveLength(1);
  const paidOffline = completed[0];
  expect(rupiah(paidOffline?.totalAmount ?? 0)).toBe(shown[0]);
  expect(paidOffline?.payments).toEqual([
    { method: "Cash", amount: 100_000, change: 100_000 - (paidOffline?.totalAmount ?? 0) },
  ]);
  const history = await till.request.get(`/api/orders/${paidOffline?._id}`);
  const steps = ((await history.json()).data as SyncedOrder).statusHistory.map((line) => line.to);
  expect(steps).toEqual(["New", "Preparing", "Ready", "Completed"]);
});

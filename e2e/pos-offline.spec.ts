import { expect, type Page, test } from "./fixtures";
import { expectPath, newStaffAccount, openRegisterAt, rupiah, signIn } from "./helpers";

// Issue 27: the till keeps selling when the network drops. A cashier of their own opens a register
// online; the network goes; the till is reloaded and takes three orders (one paid with 'Bayar Pas');
// the tab is closed and /pos opened again, still offline; the network comes back, and every order
// reaches the server exactly once, at the total the till showed and printed on the receipt it
// handed over for the order paid offline.

test.use({ viewport: { width: 1024, height: 768 } });

type SyncedOrder = {
  _id: string;
  totalAmount: number;
  paymentDetails: unknown;
  offline: { deviceId: string } | null;
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

/** Waits until the till's answers (catalog, register session) are written to IndexedDB. */
async function tillDataKept(page: Page) {
  await expect
    .poll(
      () =>
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
        ),
      { timeout: 15_000 },
    )
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
  await tillDataKept(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Offline", { exact: true })).toBeVisible();
  // The header says what goes on, not that the till's data failed to load: it serves its own copy.
  await expect(page.getByText("Server tidak terhubung — kasir tetap jalan offline")).toBeVisible();
  await expect(page.getByText("Gagal memuat data master POS.")).toHaveCount(0);
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
  await expect(waiting.getByRole("listitem")).toHaveCount(3);
  for (const total of shown) await expect(waiting).toContainText(total);

  await context.setOffline(false);
  await expect(till.getByText(/pesanan menunggu sinkron/)).toHaveCount(0, { timeout: 30_000 });
  await expect(till.getByText("Offline", { exact: true })).toHaveCount(0);

  const listed = await till.request.get("/api/orders", { params: { limit: 100 } });
  expect(listed.status(), await listed.text()).toBe(200);
  const synced = ((await listed.json()).data as SyncedOrder[]).filter((order) => order.offline?.deviceId === deviceId);
  expect(synced).toHaveLength(3);
  expect(synced.map((order) => rupiah(order.totalAmount)).sort()).toEqual([...shown].sort());
  const paid = synced.filter((order) => order.paymentDetails !== null);
  expect(paid).toHaveLength(1);
  // The receipt handed over offline carried the total the server stores, paid in exact cash.
  expect(printed).toContain(`Total${rupiah(paid[0]?.totalAmount ?? 0)}`);
  expect(printed).toContain(`Bayar (Cash)${rupiah(paid[0]?.totalAmount ?? 0)}KembalianRp 0`);
});

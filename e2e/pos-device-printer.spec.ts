import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import {
  apiAs,
  closeOpenRegister,
  csrfHeaders,
  expectPath,
  moveOrderThrough,
  newStaffAccount,
  openRegisterAt,
  placeCrepeAtTill,
  signIn,
} from "./helpers";

// A cashier connects the till's own USB receipt printer in 'Printer perangkat ini', prints a test
// page, and the receipt of a cash payment prints on it by itself with the drawer pulse; the
// 'Cetak otomatis' switches are this device's. Chromium has no USB printer here: the page gets a
// stand-in for the browser's WebUSB (navigator.usb) that records what the real
// @point-of-sale/webusb-receipt-printer sends to it, so everything above the USB calls is the app's own.
test.use({ viewport: { width: 1280, height: 800 } });

const OUTLET = "Kedai Crepes Pusat";
const unique = (label: string) => `${label} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** An Epson TM-T20II on WebUSB; what it receives is in window.usbPrinted, one array per transfer. */
function fakeWebUsb() {
  const printed: number[][] = [];
  const device = {
    vendorId: 1208,
    productId: 0x0e15,
    serialNumber: "E2E-0001",
    productName: "TM-T20II",
    manufacturerName: "EPSON",
    configuration: {
      interfaces: [
        {
          interfaceNumber: 0,
          alternate: {
            endpoints: [
              { direction: "out", endpointNumber: 1 },
              { direction: "in", endpointNumber: 2 },
            ],
          },
        },
      ],
    },
    open: async () => {},
    close: async () => {},
    reset: async () => {},
    selectConfiguration: async () => {},
    claimInterface: async () => {},
    transferIn: () => new Promise(() => {}),
    transferOut: async (_endpoint: number, data: Uint8Array) => {
      printed.push(Array.from(data));
      return { status: "ok", bytesWritten: data.length };
    },
  };
  Object.defineProperty(window, "usbPrinted", { value: printed });
  Object.defineProperty(navigator, "usb", {
    value: {
      addEventListener: () => {},
      requestDevice: async () => device,
      // The permission Chrome keeps: the printer chosen before reopens after a reload.
      getDevices: async () => (localStorage.getItem("kedai.device-printers") ? [device] : []),
    },
  });
}

const printedJobs = (page: Page) =>
  page.evaluate(() => (window as unknown as { usbPrinted: number[][] }).usbPrinted.map((job) => job));
const latin1 = (job: number[]) => Buffer.from(job).toString("latin1");
const DRAWER_PULSE = Buffer.from([0x1b, 0x70, 0x00]);

/** A printer on a till's device at OUTLET, added by the admin: its id. */
async function addDevicePrinter(
  admin: APIRequestContext,
  printer: { name: string; role: "receipt" | "kitchen"; paperWidth: 58 | 80 },
): Promise<string> {
  const locations = (await (await admin.get("/api/locations")).json()) as { _id: string; name: string }[];
  const created = await admin.post("/api/printers", {
    headers: await csrfHeaders(admin),
    data: { ...printer, outlet: locations.find((one) => one.name === OUTLET)?._id, connection: { type: "device" } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json())._id as string;
}

test("the cashier connects a USB receipt printer on this till; a cash payment's receipt prints on it by itself", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(browser, "admin");
  const printerName = unique("Kasir USB");
  const printerId = await addDevicePrinter(admin, { name: printerName, role: "receipt", paperWidth: 58 });

  try {
    await page.addInitScript(fakeWebUsb);
    const username = await newStaffAccount(browser, "cashier", "Kasir Printer");
    await signIn(page, username);
    await expectPath(page, "/pos");
    await openRegisterAt(page, OUTLET);
    await page.goto("/pos");

    await page.getByRole("button", { name: "Printer perangkat ini" }).click();
    const dialog = page.getByRole("dialog", { name: "Printer perangkat ini" });
    const row = dialog.getByRole("listitem", { name: printerName });
    await expect(row).toContainText("Belum dipilih di perangkat ini");
    await row.getByRole("button", { name: "Hubungkan USB" }).click();
    await expect(row).toContainText("Terhubung: TM-T20II");
    await row.getByRole("button", { name: "Tes cetak" }).click();
    await expect.poll(async () => (await printedJobs(page)).length).toBe(1);
    expect(latin1((await printedJobs(page))[0])).toContain("TES PRINTER");

    // The switches are this device's: the kitchen's turned off stays off after a reload.
    const kitchenSwitch = dialog.getByRole("switch", { name: "Tiket dapur untuk pesanan baru" });
    await expect(kitchenSwitch).toHaveAttribute("aria-checked", "true");
    await kitchenSwitch.click();
    await expect(kitchenSwitch).toHaveAttribute("aria-checked", "false");
    await page.reload();
    await page.getByRole("button", { name: "Printer perangkat ini" }).click();
    await expect(kitchenSwitch).toHaveAttribute("aria-checked", "false");
    await expect(dialog.getByRole("switch", { name: "Struk setelah pembayaran" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    // The printer is remembered (reopened when it next prints).
    await expect(row).toContainText("TM-T20II");
    await dialog.getByRole("button", { name: "Tutup" }).first().click();

    // A cash payment: the receipt prints on the USB printer by itself, with the drawer's pulse.
    const order = await placeCrepeAtTill(page, "Take Away");
    await moveOrderThrough(page, order._id, ["Preparing", "Ready"]);
    await page.getByRole("button", { name: "List Order" }).click();
    const card = page.getByRole("listitem").filter({ hasText: `#${order.orderId.slice(-4)}` });
    await card.getByRole("button", { name: "Bayar" }).click();
    const payment = page.getByRole("dialog", { name: /Pembayaran/ });
    await payment.getByLabel("Jumlah Bayar").fill(String(order.totalAmount));
    await payment.getByLabel("Jumlah Bayar").press("Enter");
    await expect(page.getByRole("dialog", { name: "Pembayaran Berhasil" })).toBeVisible();
    // (The reload started the stand-in's record afresh: the receipt is its first job.)
    await expect.poll(async () => (await printedJobs(page)).length).toBe(1);
    const receipt = (await printedJobs(page))[0];
    expect(latin1(receipt)).toContain(order.orderId);
    expect(Buffer.from(receipt).includes(DRAWER_PULSE)).toBe(true);
  } finally {
    await closeOpenRegister(page);
    await admin.delete(`/api/printers/${printerId}`, { headers: await csrfHeaders(admin) });
  }
});

// The kitchen's printer hangs on one till by USB: every order of the outlet prints its kitchen
// ticket there, also those another cashier places at another till, once each, a reload included.
test("a USB kitchen printer on one till prints the kitchen tickets of orders placed at another till, once", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(browser, "admin");
  const printerName = unique("Dapur USB");
  const printerId = await addDevicePrinter(admin, { name: printerName, role: "kitchen", paperWidth: 80 });
  const otherContext = await browser.newContext();
  const otherTill = await otherContext.newPage();
  // Other journeys place orders at this outlet too: a ticket is found by its order's number.
  const ticketsOf = async (order: { orderId: string }) =>
    (await printedJobs(page)).filter((job) => latin1(job).includes(`#${order.orderId.slice(-4)}`));

  try {
    await page.addInitScript(fakeWebUsb);
    await signIn(page, await newStaffAccount(browser, "cashier", "Kasir Dapur"));
    await expectPath(page, "/pos");
    await openRegisterAt(page, OUTLET);
    await page.goto("/pos");
    await page.getByRole("button", { name: "Printer perangkat ini" }).click();
    const dialog = page.getByRole("dialog", { name: "Printer perangkat ini" });
    const row = dialog.getByRole("listitem", { name: printerName });
    await row.getByRole("button", { name: "Hubungkan USB" }).click();
    await expect(row).toContainText("Terhubung: TM-T20II");
    await dialog.getByRole("button", { name: "Tutup" }).first().click();

    await signIn(otherTill, await newStaffAccount(browser, "cashier", "Kasir Depan"));
    await expectPath(otherTill, "/pos");
    await openRegisterAt(otherTill, OUTLET);
    const first = await placeCrepeAtTill(otherTill, "Take Away");
    await expect.poll(async () => (await ticketsOf(first)).length).toBe(1);
    const [ticket] = await ticketsOf(first);
    expect(latin1(ticket)).toContain("Crepes Cokelat Keju");
    expect(latin1(ticket)).toContain("Take Away");

    // A reload: what was printed is remembered; an order placed meanwhile still prints.
    await page.reload();
    const second = await placeCrepeAtTill(otherTill, "Take Away");
    await expect.poll(async () => (await ticketsOf(second)).length).toBe(1);
    expect(await ticketsOf(first)).toEqual([]);
  } finally {
    await closeOpenRegister(otherTill);
    await otherContext.close();
    await closeOpenRegister(page);
    await admin.delete(`/api/printers/${printerId}`, { headers: await csrfHeaders(admin) });
  }
});

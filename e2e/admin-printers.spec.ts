import { createServer, type Server } from "node:net";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

// The manager sets up the kitchen printer of an outlet and prints a test page on it. The printer
// is a fake: a TCP server on 127.0.0.1 standing in for the printer's raw-print port, to which the
// Kedai server sends the bytes.

test.use(signedInAs("manager"));

const unique = (label: string) => `${label} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A network printer: every connection's bytes are one print job. */
async function fakePrinter(): Promise<{ server: Server; port: number; jobs: Buffer[] }> {
  const jobs: Buffer[] = [];
  const server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => {
      jobs.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fake printer: no port");
  return { server, port: address.port, jobs };
}

test("the manager adds a network kitchen printer, prints a test page on it, and sees it answered", async ({ page }) => {
  const printer = await fakePrinter();
  try {
    const name = unique("Dapur");
    await page.goto("/admin/printer");
    await expect(page.getByRole("heading", { name: "Manajemen Printer" })).toBeVisible();

    await page.getByLabel("Nama Printer").fill(name);
    await page.getByLabel("Outlet").selectOption({ index: 1 });
    await page.getByLabel("Fungsi").selectOption({ label: "Tiket dapur" });
    await page.getByLabel("Lebar Kertas").selectOption({ label: "58 mm" });
    // A wrong address is refused in Indonesian before anything is saved.
    await page.getByLabel("Alamat IP Printer").fill("http://printer/");
    await page.getByRole("button", { name: "Tambah Printer" }).click();
    await expect(page.getByText("Alamat IP printer tidak valid (contoh: 192.168.1.50).")).toBeVisible();

    await page.getByLabel("Alamat IP Printer").fill("127.0.0.1");
    await page.getByLabel("Port").fill(String(printer.port));
    await page.getByRole("button", { name: "Tambah Printer" }).click();
    await expect(page.getByText(`Printer "${name}" berhasil ditambahkan.`)).toBeVisible();

    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(`127.0.0.1:${printer.port}`);
    await expect(row).toContainText("Belum pernah mencetak");
    await row.getByRole("button", { name: "Tes Cetak" }).click();
    // The toast says so, and the row's last print (refreshed after the test) says so too.
    await expect(page.getByRole("alert").filter({ hasText: "Halaman tes tercetak." })).toBeVisible();
    await expect(row).toContainText("Tersambung");
    await expect(row).toContainText("Halaman tes tercetak.");
    await expect.poll(() => printer.jobs.length).toBe(1);
    expect(printer.jobs[0].toString("latin1")).toContain("TES PRINTER");

    // Switched off: the test page says which printer did not answer, and the row shows it.
    await new Promise<void>((resolve) => printer.server.close(() => resolve()));
    await row.getByRole("button", { name: "Tes Cetak" }).click();
    await expect(page.getByText(`Printer "${name}" (127.0.0.1:${printer.port}) tidak menjawab.`).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(row).toContainText("Gagal");
  } finally {
    printer.server.close();
  }
});

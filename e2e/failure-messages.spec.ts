import { expect as baseExpect, type Page, test } from "./fixtures";
import {
  closeOpenRegister,
  DEMO_ACCOUNTS,
  expectPath,
  fillOrderTime,
  newStaffAccount,
  OPEN_ALL_DAY,
  openRegisterAt,
  signedInStateOf,
  signIn,
} from "./helpers";

// What each area says when one call to the server fails: the browser answers that call itself (a
// 500 or a dropped connection) and the screen must show its own Indonesian message. The 500 carries
// no `message`, since a message from the server is shown in preference to the screen's default.
// Nothing here changes the shared e2e database except a register opened and closed by a cashier
// made for the purpose.

/**
 * A failed read is retried once before the screen gives up, and a toast's library loads with the
 * first toast: on a busy machine a message can take longer than the usual wait.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

/** `method path` answers 500 `{ code: "INTERNAL" }`, or drops the connection with `abort`. */
async function failing(page: Page, method: string, path: string, how: "500" | "abort" = "500") {
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      if (route.request().method() !== method) return route.fallback();
      if (how === "abort") return route.abort("connectionfailed");
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "INTERNAL" }),
      });
    },
  );
}

test.describe("storefront", () => {
  test("the menu that cannot load says 'Gagal memuat menu.'", async ({ page }) => {
    await failing(page, "GET", "/api/menu");
    await page.goto("/order");
    await expect(page.getByText("Gagal memuat menu.")).toBeVisible();
  });

  test.describe("the demo customer", () => {
    test.use({ storageState: signedInStateOf("customer") });

    test("a profile whose order history cannot load says 'Gagal memuat riwayat pesanan.'", async ({ page }) => {
      await failing(page, "GET", "/api/orders/my", "abort");
      await page.goto("/profile");
      await expect(page.getByText("Gagal memuat riwayat pesanan.")).toBeVisible();
      // The rest of the profile still shows.
      await expect(page.getByText("Poin Loyalitas")).toBeVisible();
    });
  });

  test.describe("checkout", () => {
    // The shop is open whatever the hour the suite runs, in this browser only: the shared
    // settings' hours belong to the storefront journeys.
    test.beforeEach(async ({ page }) => {
      await page.route(
        (url) => url.pathname === "/api/settings",
        async (route) => {
          if (route.request().method() !== "GET") return route.fallback();
          const answer = await route.fetch();
          await route.fulfill({ response: answer, json: { ...(await answer.json()), operationalHours: OPEN_ALL_DAY } });
        },
      );
      await page.goto("/order");
      await page.getByRole("link", { name: "Pilih Crepes Cokelat Keju" }).first().click();
      await page.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
      await expectPath(page, "/order");
      await page.getByRole("link", { name: "Keranjang (1 item)" }).click();
    });

    test("an order the server fails to take says 'Gagal memproses pesanan. Mohon coba lagi.' and keeps the cart", async ({
      page,
    }) => {
      await failing(page, "POST", "/api/orders");
      await page.getByRole("button", { name: "Lanjut ke Checkout" }).click();
      await page.getByLabel("Outlet").selectOption({ label: "Kedai Crepes Pusat" });
      await fillOrderTime(page, "Waktu Pesanan");
      await page.getByLabel("Nama").fill("Tamu Gagal");
      await page.getByLabel("Nomor Telepon").fill("081200001111");
      await page.getByRole("radio", { name: /Tunai/ }).check();
      await page.getByRole("button", { name: "Buat Pesanan" }).click();

      await expect(page.getByText("Gagal memproses pesanan. Mohon coba lagi.")).toBeVisible();
      await expectPath(page, "/checkout");
      await expect(page.getByTestId("cart-count")).toHaveText("1");
    });

    test("outlets that cannot load say 'Gagal memuat daftar outlet.' at the outlet field", async ({ page }) => {
      await failing(page, "GET", "/api/locations");
      await page.getByRole("button", { name: "Lanjut ke Checkout" }).click();
      await expect(page.getByText("Gagal memuat daftar outlet.")).toBeVisible();
    });
  });

  test("a profile that cannot be read after login says so and leaves the user logged out", async ({ page }) => {
    await failing(page, "GET", "/api/auth/profile");
    await signIn(page, DEMO_ACCOUNTS.admin.username, "/admin/login");
    await expect(page.getByText("Gagal mengambil data profil lengkap setelah login.")).toBeVisible();
    await expectPath(page, "/admin/login");

    // Logged out on the server too, not only in this tab.
    await page.unroute((url) => url.pathname === "/api/auth/profile");
    expect((await page.request.get("/api/auth/profile")).status()).toBe(401);
    await page.goto("/admin/menu");
    await expectPath(page, /\/login/);
  });
});

test.describe("POS", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test.describe("the demo cashier", () => {
    test.use({ storageState: signedInStateOf("cashier") });

    test("a register status that cannot be read says 'Gagal memverifikasi status kasir. Coba refresh.'", async ({
      page,
    }) => {
      await failing(page, "GET", "/api/register/status");
      await page.goto("/pos");
      await expect(page.getByText("Gagal memverifikasi status kasir. Coba refresh.")).toBeVisible();
      // No till and no open-register form on a status nobody knows.
      await expect(page.getByRole("button", { name: "Buat Pesanan" })).toHaveCount(0);
      await expect(page.getByRole("dialog", { name: "Buka Register" })).toHaveCount(0);
    });
  });

  test.describe("a cashier with an open register", () => {
    // A cashier of this file's own: the demo cashier's register belongs to the POS journey.
    let username = "";
    test.beforeAll(async ({ browser }) => {
      username = await newStaffAccount(browser, "cashier", "Kasir Uji Gagal");
    });

    test.beforeEach(async ({ page }) => {
      await signIn(page, username);
      await expectPath(page, "/pos");
      await openRegisterAt(page, "Kedai Crepes Pusat");
    });

    test.afterAll(async ({ browser }) => {
      const page = await (await browser.newContext()).newPage();
      await signIn(page, username);
      await expectPath(page, "/pos");
      await closeOpenRegister(page);
    });

    test("menu, categories or tables that cannot load say 'Gagal memuat data master POS.'", async ({ page }) => {
      await failing(page, "GET", "/api/categories");
      await page.reload();
      await expect(page.getByText("Gagal memuat data master POS.")).toBeVisible();
    });

    test("kitchen orders that cannot load say 'Gagal memuat pesanan dapur.'", async ({ page }) => {
      await page.reload();
      await expect(page.getByRole("button", { name: "Buat Pesanan" })).toBeVisible();
      await failing(page, "GET", "/api/orders", "abort");
      await page.getByRole("button", { name: "Dapur" }).click();
      await expect(page.getByText("Gagal memuat pesanan dapur.")).toBeVisible();
    });
  });
});

test.describe("back office", () => {
  test.use({ storageState: signedInStateOf("admin") });

  // A toast says it, and the list says it where it would say there is nothing yet.
  for (const { screen, path, api, message, empty, how } of [
    {
      screen: "menu",
      path: "/admin/menu",
      api: "/api/menu",
      message: "Gagal memuat data dari server.",
      empty: "Belum ada menu.",
    },
    {
      screen: "locations",
      path: "/admin/lokasi",
      api: "/api/locations",
      message: "Gagal memuat data lokasi.",
      empty: "Belum ada lokasi.",
    },
    {
      screen: "tables",
      path: "/admin/meja",
      api: "/api/tables",
      message: "Gagal memuat data meja.",
      empty: "Belum ada meja.",
      how: "abort" as const,
    },
  ]) {
    test(`the ${screen} list that cannot load says '${message}', not '${empty}'`, async ({ page }) => {
      await failing(page, "GET", api, how);
      await page.goto(path);
      await expect(page.getByRole("main").getByText(message)).toBeVisible();
      await expect(page.getByText(empty)).toHaveCount(0);
    });
  }
});

test.describe("franchise member", () => {
  test.use({ storageState: signedInStateOf("member") });

  test("a dashboard that cannot load says 'Gagal memuat ringkasan dashboard.' and shows no figures", async ({
    page,
  }) => {
    await failing(page, "GET", "/api/reports/member-dashboard");
    await page.goto("/member/dashboard");
    await expect(page.getByText("Gagal memuat ringkasan dashboard.")).toBeVisible();
    // A failed load is not a month without revenue or a member without requests.
    await expect(page.getByRole("main")).not.toContainText("Rp 0");
    await expect(page.getByRole("main")).not.toContainText("Belum Ada");
  });

  test("stock requests that cannot load say 'Gagal memuat permintaan stok.'", async ({ page }) => {
    await failing(page, "GET", "/api/stock-requests/my");
    await page.goto("/member/permintaan-stok");
    const history = page.getByRole("table", { name: "Riwayat permintaan stok" });
    await expect(history).toContainText("Gagal memuat permintaan stok.");
    await expect(history).not.toContainText("Belum ada permintaan stok.");
  });
});

test.describe("staff attendance", () => {
  // The manager: /staff/absensi admits every back-office role, and no other journey clocks the
  // manager in (the attendance journey owns staf's sessions).
  test.use({ storageState: signedInStateOf("manager") });

  test("a clock-in the server fails says 'Gagal melakukan clock in.' and stays clocked out", async ({ page }) => {
    await failing(page, "POST", "/api/attendance/clock-in");
    await page.goto("/staff/absensi");
    await page.getByLabel("Lokasi Kerja").selectOption({ label: "Kedai Crepes Pusat" });
    await page.getByRole("button", { name: "Clock In" }).click();
    await expect(page.getByText("Gagal melakukan clock in.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Clock In" })).toBeVisible();
  });

  test("an attendance status that cannot load says 'Gagal memuat status absensi.'", async ({ page }) => {
    await failing(page, "GET", "/api/attendance/status", "abort");
    await page.goto("/staff/absensi");
    await expect(page.getByText("Gagal memuat status absensi.")).toBeVisible();
  });
});

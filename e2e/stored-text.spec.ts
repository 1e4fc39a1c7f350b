import { expect, type Page, test } from "./fixtures";
import { apiAs, csrfHeaders, signedInStateOf } from "./helpers";

// Texts people type into the back office and the till come back on other people's screens. Markup
// in them must be shown as the characters typed, never run: a name is not a way into a browser.

const markup = (label: string) => `<img src=x onerror=window.__kedaiXss=1><b>${label}</b>`;

async function expectShownAsText(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __kedaiXss?: number }).__kedaiXss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test("markup in the home headline and a category name is shown as text to a guest and the admin", async ({
  browser,
}) => {
  const admin = await apiAs(browser, "admin");
  const headline = markup("judul");
  const settings = await (await admin.get("/api/settings")).json();
  const put = (homeHeadline: string) =>
    csrfHeaders(admin).then((headers) =>
      admin.put("/api/settings", {
        headers,
        multipart: { settingsData: JSON.stringify({ ...settings, homeHeadline }) },
      }),
    );
  expect((await put(headline)).status()).toBe(200);
  const categoryName = markup(`k${Date.now() % 1e6}`);
  const category = await admin.post("/api/categories", {
    headers: await csrfHeaders(admin),
    data: { name: categoryName },
  });
  expect(category.status(), await category.text()).toBe(201);

  try {
    const guest = await browser.newPage();
    await guest.goto("/");
    await expectShownAsText(guest, headline);

    const adminPage = await browser.newPage({ storageState: signedInStateOf("admin") });
    await adminPage.goto("/admin/kategori");
    await expectShownAsText(adminPage, categoryName);
  } finally {
    // The e2e database is shared by the spec files: put the headline back, remove the category.
    expect((await put(settings.homeHeadline)).status()).toBe(200);
    const { _id } = await category.json();
    await admin.delete(`/api/categories/${_id}`, { headers: await csrfHeaders(admin) });
  }
});

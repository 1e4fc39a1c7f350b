import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "rahasia123";

/** Signs in through a login page the way a person does: type, press Masuk. */
export async function signIn(page: Page, username: string, from: "/login" | "/admin/login" = "/login") {
  await page.goto(from);
  await page.getByLabel("Username atau Email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Masuk" }).click();
}

export async function expectPath(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(typeof path === "string" ? new RegExp(`^[^?#]*://[^/]+${path}/?(?:[?#].*)?$`) : path);
}

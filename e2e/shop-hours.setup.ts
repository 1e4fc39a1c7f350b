import { test as setup } from "@playwright/test";
import { DEMO_ACCOUNTS, expectPath, OPEN_ALL_DAY, setShopHours, signIn } from "./helpers";

// The demo shop opens 10:00–22:00, Jakarta time; the journeys run at any hour (CI often at night).
// The shop is open all day for the whole run, so no journey depends on the hour it starts; the
// closed-shop journey closes it on its own, after all the others (the "alone" project). Signs in
// itself: the saved sessions of auth.setup.ts are written beside it, in no set order.
setup("the shop is open all day for the run", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin.username);
  await expectPath(page, DEMO_ACCOUNTS.admin.home);
  await setShopHours(page.request, OPEN_ALL_DAY);
});

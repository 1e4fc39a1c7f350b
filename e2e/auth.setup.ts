import { test as setup } from "@playwright/test";
import { DEMO_ACCOUNTS, type DemoRole, expectPath, signedInStateOf, signIn } from "./helpers";

// Signs each demo account in once, through the login form, and saves the browser state for the
// journeys that only need someone signed in (helpers: signedInAs). The login journeys themselves
// still sign in through the form. The sign-ins are independent, so both workers share them.
setup.describe.configure({ mode: "parallel" });

for (const [role, account] of Object.entries(DEMO_ACCOUNTS) as [DemoRole, (typeof DEMO_ACCOUNTS)[DemoRole]][]) {
  setup(`sign in ${account.username}`, async ({ page }) => {
    await signIn(page, account.username);
    await expectPath(page, account.home);
    await page.context().storageState({ path: signedInStateOf(role) });
  });
}

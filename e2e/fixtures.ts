import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Every journey's `test`: Playwright's, with an automatic check that no page of the journey threw
 * an uncaught error or left a promise rejection unhandled (`pageerror`). A journey that clicks
 * through a screen which fails in the console fails too, even when what it looked at was right.
 * Pages of contexts the journey opens itself (`browser.newContext()`, `browser.newPage()`) are
 * watched as well.
 */
export const test = base.extend<{ failOnPageError: undefined }>({
  failOnPageError: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      const watchPage = (page: Page) =>
        page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.stack ?? error.message}`));
      const watchContext = (watched: BrowserContext) => {
        for (const page of watched.pages()) watchPage(page);
        watched.on("page", watchPage);
      };
      watchContext(context);
      // Browser.newPage opens its context through newContext, so this covers both.
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const opened = await newContext.apply(browser, options);
        watchContext(opened);
        return opened;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, "uncaught errors in the page (pageerror)").toEqual([]);
    },
    { auto: true },
  ],
});

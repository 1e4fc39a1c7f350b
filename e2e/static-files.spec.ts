import { expect, type Response, test } from "./fixtures";

// The real build: the browser gets the storefront's scripts brotli-compressed (the build writes
// the copies, the server picks them), and crawlers get a plain-text robots.txt.
test("the storefront's scripts arrive compressed and stay cached", async ({ page }) => {
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (/^\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response);
  });
  await page.goto("/", { waitUntil: "networkidle" });

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const headers = await script.allHeaders();
    expect(headers["cache-control"], script.url()).toBe("public, max-age=31536000, immutable");
    // Files under 1 KB are not worth a compressed copy.
    if ((await script.body()).length >= 1024) expect(headers["content-encoding"], script.url()).toBe("br");
  }
});

test("robots.txt is plain text that keeps crawlers out of the back office", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain("Disallow: /admin");
  expect(text).not.toContain("<html");
});

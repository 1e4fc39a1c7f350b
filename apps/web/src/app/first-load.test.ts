import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CHUNK_MODULES_FILE } from "../../vite-plugins/chunk-modules";

/*
 * What a phone downloads before the storefront's first page shows, read from the real build: Vite's
 * manifest (which file imports which) and the build's list of the modules in each file
 * (vite-plugins/chunk-modules.ts). Back-office code, and the pieces the storefront only needs later,
 * must stay out of it (docs/decisions/0051-storefront-contrast-and-first-load.md). The size itself
 * is bench/storefront.mjs's figure, not a test's.
 */
// import.meta.dirname: under jsdom, import.meta.url is not a file address.
const root = resolve(import.meta.dirname, "../../../..");
const dist = join(root, "apps/web/dist");

type ManifestEntry = { file: string; imports?: string[]; css?: string[] };

/** The storefront's own features; any other feature folder in the first load is the back office's. */
const STOREFRONT_FEATURES = new Set(["auth", "cart", "checkout", "menu", "settings", "setup"]);

/** Pieces named in issue 37 that the first page never needs, and the libraries only later pages use. */
const LATER = [
  "packages/shared/src/orders/order-status.ts", // the order's status machine
  "packages/shared/src/common/status-machine.ts",
  "packages/shared/src/i18n/id.ts", // the API's whole error-code table
  "apps/web/src/components/ui/confirm-dialog.tsx",
  "apps/web/src/components/ui/modal.tsx",
  "apps/web/src/features/checkout/api/get-table-by-token.ts", // a scanned table's banner
  "apps/web/src/app/guards/access.ts", // who may enter which staff area
  "node_modules/zod/",
  "node_modules/react-hook-form/",
  "node_modules/react-toastify/",
  "node_modules/recharts/",
  "node_modules/dexie/",
  "node_modules/idb-keyval/",
  "node_modules/uqr/",
  "node_modules/@point-of-sale/",
  "node_modules/write-excel-file/",
  "node_modules/@tanstack/query-async-storage-persister/",
  // date-fns' `format` and its token tables (7 KB): the business clock writes its days itself.
  "node_modules/date-fns/format.js",
  "node_modules/date-fns/_lib/format/",
];

let firstLoad: { files: string[]; modules: string[] };

beforeAll(() => {
  // The same build the browser journeys and `npm start` use, made when the sources are newer.
  const build = spawnSync(
    process.execPath,
    ["-e", 'import("./scripts/build-if-stale.mjs").then((m) => m.buildIfStale())'],
    { cwd: root, encoding: "utf8" },
  );
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);

  const manifest: Record<string, ManifestEntry> = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
  const modulesOf: Record<string, string[]> = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), "utf8"));
  const files: string[] = [];
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build's manifest`);
    if (files.includes(entry.file)) return;
    files.push(entry.file);
    for (const next of entry.imports ?? []) visit(next);
  };
  visit("index.html");
  // From the project root, so a pattern reads the same for the app, the shared package and libraries.
  const modules = files.flatMap((file) =>
    (modulesOf[file] ?? []).map((id) => join("apps/web", id).split("\\").join("/")),
  );
  firstLoad = { files, modules };
}, 180_000);

describe("the storefront's first load (/ and /order)", () => {
  it("holds the home page, the menu and the cart", () => {
    // Without these the checks below would pass on an empty list.
    for (const page of ["routes/store/home-page.tsx", "routes/store/order-page.tsx", "features/cart/use-cart.ts"]) {
      expect(firstLoad.modules).toContain(`apps/web/src/${page}`);
    }
  });

  it("holds no module of a back-office area or feature", () => {
    const backOffice = firstLoad.modules.filter((id) => {
      const area = /^apps\/web\/src\/routes\/([^/]+)\//.exec(id)?.[1];
      const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(id)?.[1];
      return (area !== undefined && area !== "store") || (feature !== undefined && !STOREFRONT_FEATURES.has(feature));
    });
    expect(backOffice).toEqual([]);
  });

  it("leaves out what only later pages use", () => {
    expect(firstLoad.modules.filter((id) => LATER.some((piece) => id.includes(piece)))).toEqual([]);
  });

  it("comes in a few files, not dozens of sub-kilobyte pieces", () => {
    // The entry, the bundler's runtime, the framework and the shell (vite.config.ts's groups).
    expect(firstLoad.files.length).toBeLessThanOrEqual(5);
  });
});

describe("the build", () => {
  it("is the production build, though the tests run with NODE_ENV=test", () => {
    // A development build leaves out what only production does: the till registering its
    // service worker (lib/till-install.ts), so the till would not open offline.
    const posArea = readdirSync(join(dist, "assets")).filter((file) => /^pos-area-.*\.js$/.test(file));
    expect(posArea).toHaveLength(1);
    expect(readFileSync(join(dist, "assets", posArea[0]), "utf8")).toContain("serviceWorker.register(");
  });
});

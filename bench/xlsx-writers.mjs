// bench/xlsx-writers: what a report's Excel download costs with each writer the web could use.
// For each writer, its export module is bundled alone the way the web build bundles the lazily
// loaded `features/reports/export/xlsx` chunk (Vite, minified, production), and the gzip (level 9,
// as the server sends it) of what that chunk loads is printed. Then Chromium loads each bundle and
// writes a report of ROWS rows (a day, an outlet, a product, two counts and two Rupiah amounts
// a row), once to warm up and RUNS times measured: the time until the file is a Blob, the
// longest task that held the main thread meanwhile (the page cannot react for that long), and
// the file's size.
// The writers: the web's own (apps/web/src/features/reports/export/xlsx.ts), the hand-written
// one it replaced (read from git at HAND_WRITTEN_COMMIT) and exceljs (installed for the run into
// a scratch folder, not a dependency of the project).
// Each writer's last file is read back (read-excel-file, as the web's own test reads its files):
// one sheet holding the report's header and rows, cell for cell; a wrong file fails the run.
// Usage: node bench/xlsx-writers.mjs [rows] [--runs N] [--only-web]
//   --only-web: the web's own writer alone (no git, no install); `100 --runs 1 --only-web` is a tiny run.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import readExcelFile from "read-excel-file/node";
import { build } from "vite";
import { chromiumPath, listenOnFreePort, reportChecks } from "./bench-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const runsFlag = args.indexOf("--runs");
const RUNS = runsFlag >= 0 ? Number(args.splice(runsFlag, 2)[1]) : 5;
const ONLY_WEB = args.includes("--only-web");
const ROWS = Number(args.find((arg) => !arg.startsWith("--")) ?? 10_000);
const HAND_WRITTEN_COMMIT = "3ae47e0";
const EXCELJS = "exceljs@4.4.0";
const KB = 1024;

// Inside the repository so that the entries' bare imports (fflate, write-excel-file) resolve to
// the project's own node_modules, as they do in the web build.
const scratch = join(root, "node_modules", ".cache", "kedai-xlsx-writers");
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });

/** Each writer as a module exporting `write(table, name) → Promise<Blob>`. */
function writeEntries() {
  const web = {
    "web's xlsx.ts (write-excel-file)": `import { toXlsx } from ${JSON.stringify(join(root, "apps/web/src/features/reports/export/xlsx.ts"))};
export const write = (table, name) => toXlsx(table, name);`,
  };
  const entries = ONLY_WEB ? web : { ...web, ...otherWriters() };
  return Object.entries(entries).map(([label, source], index) => {
    const file = join(scratch, `entry-${index}.js`);
    writeFileSync(file, source);
    return { label, file, outDir: join(scratch, `out-${index}`) };
  });
}

/** The writers the web's was chosen over: the hand-written one from git, and exceljs installed for the run. */
function otherWriters() {
  const handWritten = join(scratch, "hand-written-xlsx.ts");
  writeFileSync(
    handWritten,
    execFileSync("git", ["show", `${HAND_WRITTEN_COMMIT}:apps/web/src/features/reports/export/xlsx.ts`], {
      cwd: root,
      encoding: "utf8",
    }),
  );
  writeFileSync(join(scratch, "package.json"), '{ "private": true }');
  execFileSync("npm", ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", EXCELJS], {
    cwd: scratch,
    stdio: "ignore",
  });
  return {
    [`hand-written (${HAND_WRITTEN_COMMIT})`]: `import { toXlsx } from "./hand-written-xlsx.ts";
export const write = async (table, name) => new Blob([toXlsx(table, name)]);`,
    // The same sheet as the others: one sheet, a bold header, numbers as numbers.
    [EXCELJS]: `import ExcelJS from "exceljs";
export async function write(table, name) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(table.header).font = { bold: true };
  sheet.addRows(table.rows);
  return new Blob([await workbook.xlsx.writeBuffer()]);
}`,
  };
}

/**
 * What is wrong with a writer's file (null when nothing): it must read back as one sheet holding
 * the header and every row, cell for cell (numbers as numbers).
 */
async function wrongFile(bytes, table) {
  const sheets = await readExcelFile(bytes);
  if (sheets.length !== 1) return `${sheets.length} sheets`;
  const expected = [table.header, ...table.rows];
  const { data } = sheets[0];
  if (data.length !== expected.length) return `${data.length} rows, not ${expected.length}`;
  const at = data.findIndex((row, i) => JSON.stringify(row) !== JSON.stringify(expected[i]));
  return at < 0 ? null : `row ${at + 1} reads ${JSON.stringify(data[at])}, not ${JSON.stringify(expected[at])}`;
}

/** Bundles one entry as the web build would its lazy chunk; returns the gzip bytes it loads. */
async function bundle({ file, outDir }) {
  await build({
    configFile: false,
    root: scratch,
    logLevel: "silent",
    mode: "production",
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        input: file,
        preserveEntrySignatures: "strict",
        output: { entryFileNames: "entry.js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  });
  let gzip = 0;
  let raw = 0;
  for (const file of readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".js"),
  )) {
    const code = await readFile(join(outDir, file));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** A sales-like report: days of a year, 4 outlets, 36 products, counts and Rupiah. */
function reportTable(rows) {
  const outlets = ["Kedai Pusat Bandung", "Kedai Dago", "Kedai Kuta", "Kedai Malioboro"];
  const day = (i) => new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
  return {
    header: ["Tanggal", "Outlet", "Produk", "Jumlah", "Pesanan", "Pendapatan (Rp)", "Pajak (Rp)"],
    rows: Array.from({ length: rows }, (_, i) => {
      const quantity = 1 + (i % 7);
      const revenue = quantity * (18_000 + (i % 36) * 1_500);
      return [
        day(i),
        outlets[i % 4],
        `Crepes Rasa ${1 + (i % 36)}`,
        quantity,
        1 + (i % 3),
        revenue,
        Math.round(revenue * 0.1),
      ];
    }),
  };
}

const server = createServer(async (request, response) => {
  const path = request.url ?? "/";
  if (path === "/") return response.end("<!doctype html><title>xlsx</title>");
  try {
    const body = await readFile(join(scratch, path));
    response.writeHead(200, { "content-type": "text/javascript" }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});

let checked = 0;
let wrongFiles = 0;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const writers = writeEntries();
  const base = `http://127.0.0.1:${await listenOnFreePort(server)}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
  const table = reportTable(ROWS);
  console.log(
    `xlsx writers: ${ROWS} rows × ${table.header.length} columns, ${RUNS} runs each after one warm-up (load average ${loadavg()[0].toFixed(1)})`,
  );
  console.log(
    "writer                             chunk gzip (minified)   write p50 (min)    longest main-thread task p50   file",
  );
  for (const writer of writers) {
    const size = await bundle(writer);
    const page = await browser.newPage();
    await page.goto(base);
    const written = await page.evaluate(
      async ({ url, table, runs }) => {
        const { write } = await import(url);
        const results = [];
        let file = "";
        for (let run = 0; run <= runs; run++) {
          let longest = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
          });
          observer.observe({ type: "longtask" });
          const start = performance.now();
          const blob = await write(table, "Laporan Penjualan");
          const ms = performance.now() - start;
          // Long tasks are reported after they end: give the observer a turn.
          await new Promise((resolve) => setTimeout(resolve, 50));
          observer.disconnect();
          if (run > 0) results.push({ ms, longest, bytes: blob.size });
          // The last file goes back to be read (base64: a string crosses to Node whole).
          if (run === runs) {
            const bytes = new Uint8Array(await blob.arrayBuffer());
            let binary = "";
            for (let i = 0; i < bytes.length; i += 0x8000)
              binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
            file = btoa(binary);
          }
        }
        return { results, file };
      },
      { url: `${base}/${writer.outDir.slice(scratch.length + 1)}/entry.js`, table, runs: RUNS },
    );
    await page.close();
    const wrong = await wrongFile(Buffer.from(written.file, "base64"), table);
    checked++;
    if (wrong) {
      wrongFiles++;
      console.log(`WRONG: ${writer.label}: ${wrong}`);
    }
    const runs = written.results;
    const ms = runs.map((r) => r.ms);
    const longest = median(runs.map((r) => r.longest));
    console.log(
      [
        writer.label.padEnd(34),
        `${(size.gzip / KB).toFixed(1).padStart(6)} KB (${(size.raw / KB).toFixed(0).padStart(4)} KB)`,
        `${median(ms).toFixed(0).padStart(6)} ms (${Math.min(...ms)
          .toFixed(0)
          .padStart(4)} ms)`,
        // The browser reports only tasks of 50 ms or more.
        (longest ? `${longest.toFixed(0)} ms` : "< 50 ms").padStart(17),
        `${(runs[0].bytes / KB).toFixed(0).padStart(19)} KB`,
      ].join("   "),
    );
  }
  await browser.close();
} finally {
  server.close();
  rmSync(scratch, { recursive: true, force: true });
}
reportChecks(checked, wrongFiles);

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { adrIndex, readDecisions } from "../../../scripts/adr-index.mjs";

/**
 * Comments point readers to docs/business-rules.md#<anchor>; the anchors must exist where the
 * repository is read (GitHub and other forges ignore `{#id}` heading attributes): an explicit
 * `<a id="…">` or the slug of a heading.
 */
const root = fileURLToPath(new URL("../../..", import.meta.url));
const SOURCE = /\.(ts|tsx|mjs|js|css|html)$/;
const LINK = /business-rules\.md#([A-Za-z0-9_-]+)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The anchors GitHub makes: explicit ids, and each heading's slug. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set([...markdown.matchAll(/<a id="([^"]+)"/g)].map((match) => match[1] as string));
  for (const [, heading] of markdown.matchAll(/^#+ (.+)$/gm))
    anchors.add(
      (heading as string)
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replace(/ /g, "-"),
    );
  return anchors;
}

describe("links to docs/business-rules.md", () => {
  it("all land on an anchor that exists", () => {
    const anchors = anchorsOf(readFileSync(join(root, "docs/business-rules.md"), "utf8"));
    const broken: string[] = [];
    let links = 0;
    for (const folder of ["apps", "packages", "e2e", "scripts"])
      for (const file of sourceFiles(join(root, folder)))
        for (const [, anchor] of readFileSync(file, "utf8").matchAll(LINK)) {
          links++;
          if (!anchors.has(anchor as string)) broken.push(`${relative(root, file)}: #${anchor}`);
        }
    expect(links).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });
});

describe("docs/ files named in the code", () => {
  it("all exist", () => {
    const missing: string[] = [];
    for (const folder of ["apps", "packages", "e2e", "scripts", "bench"])
      for (const file of sourceFiles(join(root, folder)))
        for (const [named] of readFileSync(file, "utf8").matchAll(/\bdocs\/[A-Za-z0-9_/.-]+\.md\b/g))
          if (!existsSync(join(root, named))) missing.push(`${relative(root, file)}: ${named}`);
    expect(missing).toEqual([]);
  });
});

/** Every file in the repository, as paths from its root ("apps/web/src/lib/outbox.ts"). */
function repositoryFiles(): string[] {
  return ["apps", "packages", "e2e", "scripts", "bench", "docs", "patches", ".ci"]
    .flatMap((folder) => filesUnder(join(root, folder)).map((file) => relative(root, file)))
    .concat(readdirSync(root).filter((name) => /\.(json|ts|md|yaml|mjs)$/.test(name)));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name === "dist") return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** README.md and every Markdown file under docs/, but the ADR template (its links are placeholders). */
const documents = () =>
  ["README.md", "bench/README.md", ...filesUnder(join(root, "docs")).map((file) => relative(root, file))].filter(
    (file) => file.endsWith(".md") && !file.endsWith("0000-template.md"),
  );

/**
 * A path a document names in backticks (`apps/web/src/lib/outbox.ts`, `lib/outbox.ts`,
 * `till-sync.ts`): a file of the repository, named whole or by its last segments.
 */
const NAMED_PATH = /`([A-Za-z0-9_.@/-]+\.(?:ts|tsx|mjs|js|md|json|yaml|yml|sql|css|html))`/g;
/** What a build writes (the web build's `.vite/` manifests, `dist/`): named in docs, never in the repository. */
const BUILD_OUTPUT = /^(\.vite|dist)\//;
/** A relative Markdown link: `[text](../api-conventions.md#put)`. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#([^)\s]+))?\)/g;
/** A decision named by number: "ADR 0036", "ADR 36". */
const ADR_NAMED = /\bADRs? (\d{1,4})\b/g;

describe("README.md and docs/", () => {
  it("name only files, anchors and decisions that exist", () => {
    const files = repositoryFiles();
    const decisions = new Set(readDecisions().map((decision) => decision.number));
    const missing: string[] = [];
    for (const document of documents()) {
      const text = readFileSync(join(root, document), "utf8");
      for (const [, path] of text.matchAll(NAMED_PATH)) {
        const named = (path as string).replace(/^\.?\//, "");
        if (BUILD_OUTPUT.test(named)) continue;
        const exists = files.some((file) => file === named || file.endsWith(`/${named}`));
        if (!exists) missing.push(`${document}: \`${path}\``);
      }
      for (const [, target, anchor] of text.matchAll(MARKDOWN_LINK)) {
        const file = relative(root, join(root, dirname(document), target as string));
        if (!existsSync(join(root, file))) missing.push(`${document}: link to ${target}`);
        else if (anchor && file.endsWith(".md") && !anchorsOf(readFileSync(join(root, file), "utf8")).has(anchor))
          missing.push(`${document}: link to ${target}#${anchor}`);
      }
      for (const [, number] of text.matchAll(ADR_NAMED))
        if (!decisions.has(Number(number))) missing.push(`${document}: ADR ${number}`);
    }
    expect(missing).toEqual([]);
  });

  it("docs/decisions/README.md is the index of every decision, numbered without a gap", () => {
    const numbers = readDecisions().map((decision) => decision.number);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(readFileSync(join(root, "docs/decisions/README.md"), "utf8")).toBe(adrIndex());
  });

  it("a decision that supersedes another is named in that one's status", () => {
    const decisions = readDecisions();
    const unmarked = decisions.flatMap(({ number, status }) =>
      [...status.matchAll(/supersedes[^[]*\[(\d{4})\]/gi)]
        .map(([, older]) => decisions.find((decision) => decision.number === Number(older)))
        .filter((older) => !older?.status.includes(`superseded by [${String(number).padStart(4, "0")}]`))
        .map((older) => `${older?.file ?? "?"} does not say it is superseded by ${number}`),
    );
    expect(unmarked).toEqual([]);
  });
});

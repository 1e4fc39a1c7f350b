import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

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

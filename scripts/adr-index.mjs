// `node scripts/adr-index.mjs`: writes docs/decisions/README.md, the index of the architecture
// decisions, from each file's header (`# N. Title`, `- **Date**:`, `- **Status**:`). A test
// (apps/server/test/docs-links.test.ts) fails when the index is stale or a header is malformed.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const decisionsDir = join(root, "docs", "decisions");
const FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const HEADER = /^# (\d+)\. (.+)\n\n- \*\*Date\*\*: (\d{4}-\d{2}-\d{2})\n- \*\*Status\*\*: (.+)\n/;

/** Each decision file's number, title, date and status, in order; the template (0000) is left out. */
export function readDecisions() {
  return readdirSync(decisionsDir)
    .filter((name) => FILE.test(name) && !name.startsWith("0000"))
    .sort()
    .map((file) => {
      const header = HEADER.exec(readFileSync(join(decisionsDir, file), "utf8"));
      if (!header) throw new Error(`${file}: the header is not "# N. Title", "- **Date**:", "- **Status**:"`);
      const [, number, title, date, status] = header;
      if (Number(number) !== Number(file.slice(0, 4)))
        throw new Error(`${file}: the title's number ${number} is not the file's`);
      return { file, number: Number(number), title, date, status };
    });
}

/** The index's Markdown. */
export function adrIndex() {
  const rows = readDecisions().map(
    ({ file, number, title, date, status }) =>
      `| [${String(number).padStart(4, "0")}](${file}) | ${title} | ${date} | ${status} |`,
  );
  return `# Architecture decisions

One decision per file, numbered in order; how to write one: [0000-template.md](0000-template.md).
A decision that changed is not rewritten: a newer one supersedes it, and the older one's status
says so. This index is written by \`node scripts/adr-index.mjs\` from the files' headers; a test fails
when it is stale.

| No. | Decision | Date | Status |
|---|---|---|---|
${rows.join("\n")}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(decisionsDir, "README.md"), adrIndex());
  console.log(`docs/decisions/README.md: ${readDecisions().length} decisions`);
}

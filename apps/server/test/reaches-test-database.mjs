// Which server test files reach the database under test: those that name TEST_DATABASE_URL or
// import, directly or through other local modules, the module that opens a test file's database
// (test/test-databases.ts). The PostgreSQL pass (TEST_DATABASE_URL set) runs only those: a file that
// never opens that database (a printer's socket, a server process on its own embedded data folder,
// the benches, the docs) runs exactly the same code in both passes, so it runs once, in the
// embedded one.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const opensTheDatabase = join(serverRoot, "test", "test-databases.ts");
const relativeImport = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g;

function testFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The file an import names, as the TypeScript sources spell it (`./x`, `./x.js`, `./x/index`). */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, base.replace(/\.m?js$/, ".ts"), join(base, "index.ts")];
  return candidates.find((candidate) => candidate.endsWith(".ts") && existsSync(candidate));
}

function reachesDatabase(file, known) {
  if (known.has(file)) return known.get(file);
  known.set(file, false); // an import cycle leads nowhere new
  const source = readFileSync(file, "utf8");
  let reaches = file === opensTheDatabase || source.includes("TEST_DATABASE_URL");
  for (const [, specifier] of reaches ? [] : source.matchAll(relativeImport)) {
    const imported = resolveImport(file, specifier);
    if (imported && reachesDatabase(imported, known)) {
      reaches = true;
      break;
    }
  }
  known.set(file, reaches);
  return reaches;
}

/** The server's test files split by whether they open the database under test, paths relative to the repository. */
export function serverTestFilesByDatabase() {
  const known = new Map();
  const repository = resolve(serverRoot, "..", "..");
  const files = [...testFilesUnder(join(serverRoot, "src")), ...testFilesUnder(join(serverRoot, "test"))].sort();
  const split = { database: [], noDatabase: [] };
  for (const file of files)
    split[reachesDatabase(file, known) ? "database" : "noDatabase"].push(relative(repository, file));
  return split;
}

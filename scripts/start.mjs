// `npm start`: build what is stale, then run the server in this process (signals reach it directly).
// `npm run start:production` (`--production`): the same in production mode, for a real outlet: no
// demo accounts or payment simulator, and an empty database opens the first-run setup page.

import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale, root } from "./build-if-stale.mjs";

buildIfStale();
if (process.argv.includes("--production")) process.env.NODE_ENV = "production";
await import(pathToFileURL(join(root, "apps/server/dist/server.mjs")).href);

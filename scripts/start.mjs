// `npm start`: build what is stale, then run the server in this process (signals reach it directly).

import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale, root } from "./build-if-stale.mjs";

buildIfStale();
await import(pathToFileURL(join(root, "apps/server/dist/server.mjs")).href);

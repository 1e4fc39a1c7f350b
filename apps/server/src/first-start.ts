import { pino } from "pino";
import { parseEnv } from "./config/env";
import { backupDatabase } from "./db/backup";
import { openDatabase } from "./db/client";
import { prepareData } from "./seed/prepare-data";

/**
 * The first start of a brand-new embedded DATA_DIR, run as a child of the server
 * (db/first-start-process.ts), never by hand: creates the database, runs the migrations and adds the
 * demo shop or first admin, writes the shop's first backup (so none is due, and none holds the
 * database, while the first orders come in), then exits so the memory this took goes back to the system. The server
 * holds the data-folder lock meanwhile; if the server dies, this stops too rather than write on alone.
 */
process.on("disconnect", () => process.exit(1));
const env = parseEnv();
const database = await openDatabase({ engine: "pglite", dataDir: env.DATA_DIR });
await prepareData(database.db, env, pino({ level: env.LOG_LEVEL }));
await backupDatabase(database, env.DATA_DIR);
await database.close();
process.exit(0);

// The server under test for bench/pos-tap.mjs: the real app (serving the built web app) on an
// embedded database in DATA_DIR, with a cashier's day: 300 available products in 10 categories, a
// third of them with a topping group, and one cashier at an active outlet. The cashier's register
// is opened by the bench through the API, as the till does.
import { defaultSettings } from "@kedai/shared";
import { buildApp } from "../apps/server/src/app";
import { parseEnv } from "../apps/server/src/config/env";
import { openDatabase } from "../apps/server/src/db/client";
import { categories, locations, productOptionGroups, products, users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/modules/auth/password";
import { saveSettings } from "../apps/server/src/modules/settings/settings.service";
import { benchDatabase } from "./bench-database";
import { seedToppingGroup } from "./seed-toppings";

const PRODUCTS = 300;
const PASSWORD = "bench-kasir-123";
const env = parseEnv({ ...process.env, LOG_LEVEL: "warn", SEED_DEMO: "false" });
const database = await openDatabase(benchDatabase({ engine: "pglite", dataDir: env.DATA_DIR }));

const seeded = await database.db.transaction(async (tx) => {
  await saveSettings(tx, defaultSettings());
  const [outlet] = await tx
    .insert(locations)
    .values({ name: "Kedai Braga", address: "Jl. Braga No. 1", slug: "kedai-braga" })
    .returning();
  const cats = await tx
    .insert(categories)
    .values(
      [
        "Crepes Manis",
        "Crepes Asin",
        "Crepes Keju",
        "Crepes Buah",
        "Kopi",
        "Teh",
        "Jus",
        "Susu",
        "Camilan",
        "Paket",
      ].map((name) => ({ name })),
    )
    .returning();
  const { group: toppingGroup } = await seedToppingGroup(tx);
  const menu = await tx
    .insert(products)
    .values(
      Array.from({ length: PRODUCTS }, (_, i) => ({
        name: `${cats[i % cats.length].name} ${Math.floor(i / cats.length) + 1}`,
        price: 12000 + (i % 12) * 2500,
        categoryId: cats[i % cats.length].id,
        isAvailable: true,
      })),
    )
    .returning();
  const withOptions = menu.filter((_, i) => i % 3 === 0);
  await tx
    .insert(productOptionGroups)
    .values(withOptions.map((p) => ({ productId: p.id, groupId: toppingGroup.id, position: 0 })));
  const [cashier] = await tx
    .insert(users)
    .values({
      fullName: "Kasir Bench",
      username: "kasir-bench",
      passwordHash: await hashPassword(PASSWORD),
      role: "cashier",
      assignedLocationId: outlet.id,
      startDate: "2026-01-01",
    })
    .returning();
  return {
    outletId: outlet.id,
    username: cashier.username,
    // The taps land on products that go straight to the cart (no option modal).
    plainProducts: menu.filter((_, i) => i % 3 !== 0).map((p) => p.name),
  };
});

const app = await buildApp({ env, database, logger: false });
await app.ready();
await app.listen({ port: env.PORT, host: "127.0.0.1" });
console.log(JSON.stringify({ ...seeded, password: PASSWORD }));
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));

// The server under test for bench/menu.mjs: the real app on an embedded database filled with a
// large catalogue (500 products, 50 option groups; BENCH_MENU_PRODUCTS others, a tenth as many
// groups), plus one extra route serving a pre-serialised JSON string of the same size as
// GET /api/menu — the framework's ceiling on the host it runs on.
import { menuList } from "@kedai/shared";
import { buildApp } from "../apps/server/src/app";
import { parseEnv } from "../apps/server/src/config/env";
import { openDatabase } from "../apps/server/src/db/client";
import {
  categories,
  customizationOptions,
  locations,
  optionGroupOptions,
  optionGroups,
  productOptionGroups,
  productRecipes,
  products,
  stockItems,
  units,
} from "../apps/server/src/db/schema";
import { benchDatabase } from "./bench-database";

const PRODUCTS = Number(process.env.BENCH_MENU_PRODUCTS ?? 500);
const GROUPS = Math.round(PRODUCTS / 10);
// Each product takes groups n, n + 7 and n + 14 (mod GROUPS): three distinct ones.
if (GROUPS < 3 || GROUPS === 7 || GROUPS === 14) throw new Error(`${PRODUCTS} products: choose another number`);
const env = parseEnv({ ...process.env, LOG_LEVEL: "warn", SEED_DEMO: "false" });
const database = await openDatabase(benchDatabase({ engine: "pglite", dataDir: env.DATA_DIR }));
const db = database.db;

await db.transaction(async (tx) => {
  const [unit] = await tx.insert(units).values({ name: "gram" }).returning();
  const [location] = await tx
    .insert(locations)
    .values({ name: "Outlet Bench", address: "Jl. Uji No. 1", slug: "outlet-bench" })
    .returning();
  const cats = await tx
    .insert(categories)
    .values(Array.from({ length: 8 }, (_, i) => ({ name: `Kategori ${i + 1}` })))
    .returning();
  const stock = await tx
    .insert(stockItems)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        name: `Bahan ${i + 1}`,
        unitId: unit.id,
        cost: 10 + i,
        quantityInStock: 1000,
      })),
    )
    .returning();
  const options = await tx
    .insert(customizationOptions)
    .values(Array.from({ length: GROUPS * 4 }, (_, i) => ({ name: `Pilihan ${i + 1}`, price: (i % 5) * 1000 })))
    .returning();
  const groups = await tx
    .insert(optionGroups)
    .values(
      Array.from(
        { length: GROUPS },
        (_, i) => ({ name: `Grup ${i + 1}`, type: i % 2 ? "checkbox" : "radio" }) as const,
      ),
    )
    .returning();
  await tx
    .insert(optionGroupOptions)
    .values(
      groups.flatMap((g, gi) =>
        [0, 1, 2, 3].map((k) => ({ groupId: g.id, optionId: options[gi * 4 + k].id, position: k })),
      ),
    );
  const prods = await tx
    .insert(products)
    .values(
      Array.from({ length: PRODUCTS }, (_, i) => ({
        name: `Crepes Uji ${i + 1}`,
        price: 15000 + (i % 20) * 1000,
        description: "Crepes renyah dengan isian pilihan, dibuat saat dipesan.",
        imageUrl: `/uploads/demo/crepes-${i % 14}.jpg`,
        categoryId: cats[i % cats.length].id,
        locationId: location.id,
      })),
    )
    .returning();
  await tx
    .insert(productOptionGroups)
    .values(
      prods.flatMap((p, pi) =>
        [0, 1, 2].map((k) => ({ productId: p.id, groupId: groups[(pi + k * 7) % GROUPS].id, position: k })),
      ),
    );
  await tx.insert(productRecipes).values(
    prods.flatMap((p, pi) =>
      [0, 1, 2, 3, 4].map((k) => ({
        productId: p.id,
        stockItemId: stock[(pi + k) % stock.length].id,
        quantityUsed: 5 + k,
      })),
    ),
  );
});

let ceilingBody = "";
const app = await buildApp({ env, database, logger: false });
app.get("/bench/static", { config: { access: "public" } }, (_request, reply) =>
  reply.type("application/json; charset=utf-8").send(ceilingBody),
);
await app.ready();
ceilingBody = (await app.inject({ method: "GET", url: "/api/menu" })).body;
// The menu the bench compares every answer with: the one its contract describes, every product in it.
const served = menuList.parse(JSON.parse(ceilingBody));
if (served.length !== PRODUCTS) throw new Error(`GET /api/menu answered ${served.length} of ${PRODUCTS} products`);
await app.listen({ port: env.PORT, host: "127.0.0.1" });
console.log(JSON.stringify({ ready: true, menuBytes: Buffer.byteLength(ceilingBody), groups: GROUPS }));
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));

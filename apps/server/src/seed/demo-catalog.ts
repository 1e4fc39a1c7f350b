import { isLowStock, roundRupiah } from "@kedai/shared";
import type { Tx } from "../db/client";
import {
  categories,
  customizationOptions,
  optionGroupOptions,
  optionGroups,
  productOptionGroups,
  productRecipes,
  products,
  stockItems,
  units,
} from "../db/schema";
import { demoUploadUrl } from "./seed-assets";

/**
 * The demo menu of "Kedai Crepes Nusantara": units, ingredients with per-unit costs, recipes,
 * customisation groups and 14 products. Plain data first, one insert per table after.
 */

const UNITS = ["gram", "ml", "pcs", "lembar"] as const;
type UnitName = (typeof UNITS)[number];

type StockDef = {
  name: string;
  unit: UnitName;
  /** Rupiah per unit (per gram, per ml, per piece); fractions allowed. */
  cost: number;
  quantity: number;
  threshold: number;
  isPackaging?: boolean;
};

// A few items sit at or below their threshold on purpose, so the dashboard shows low stock.
const STOCK_ITEMS = {
  tepung: { name: "Tepung Terigu", unit: "gram", cost: 12.5, quantity: 15000, threshold: 3000 },
  telur: { name: "Telur Ayam", unit: "pcs", cost: 2200, quantity: 120, threshold: 30 },
  susu: { name: "Susu Cair Full Cream", unit: "ml", cost: 18.5, quantity: 8000, threshold: 2000 },
  gula: { name: "Gula Pasir", unit: "gram", cost: 15, quantity: 6000, threshold: 1500 },
  mentega: { name: "Mentega", unit: "gram", cost: 60, quantity: 2500, threshold: 500 },
  cokelatLeleh: { name: "Cokelat Leleh", unit: "gram", cost: 90, quantity: 1500, threshold: 400 },
  meses: { name: "Cokelat Meses", unit: "gram", cost: 55, quantity: 600, threshold: 1000 },
  keju: { name: "Keju Cheddar", unit: "gram", cost: 110, quantity: 3000, threshold: 800 },
  skm: { name: "Susu Kental Manis", unit: "gram", cost: 38, quantity: 3000, threshold: 800 },
  pisang: { name: "Pisang Raja", unit: "pcs", cost: 1500, quantity: 40, threshold: 20 },
  stroberi: { name: "Stroberi Segar", unit: "gram", cost: 75, quantity: 300, threshold: 500 },
  krim: { name: "Krim Kocok", unit: "gram", cost: 65, quantity: 2000, threshold: 500 },
  matcha: { name: "Bubuk Matcha", unit: "gram", cost: 450, quantity: 250, threshold: 100 },
  oreo: { name: "Biskuit Oreo", unit: "gram", cost: 80, quantity: 1500, threshold: 400 },
  tiramisu: { name: "Bubuk Tiramisu", unit: "gram", cost: 180, quantity: 400, threshold: 150 },
  redVelvet: { name: "Bubuk Red Velvet", unit: "gram", cost: 160, quantity: 120, threshold: 150 },
  creamCheese: { name: "Cream Cheese", unit: "gram", cost: 140, quantity: 1000, threshold: 300 },
  selaiKacang: { name: "Selai Kacang", unit: "gram", cost: 70, quantity: 1200, threshold: 300 },
  tuna: { name: "Tuna Kaleng", unit: "gram", cost: 95, quantity: 1500, threshold: 400 },
  mayones: { name: "Mayones", unit: "gram", cost: 45, quantity: 2000, threshold: 500 },
  dagingAsap: { name: "Daging Asap", unit: "lembar", cost: 2500, quantity: 60, threshold: 20 },
  ayamPedas: { name: "Ayam Suwir Bumbu Pedas", unit: "gram", cost: 85, quantity: 2000, threshold: 500 },
  selada: { name: "Selada Keriting", unit: "gram", cost: 40, quantity: 500, threshold: 200 },
  sambal: { name: "Saus Sambal", unit: "ml", cost: 30, quantity: 1500, threshold: 500 },
  esKrim: { name: "Es Krim Vanila", unit: "gram", cost: 55, quantity: 4000, threshold: 1000 },
  teh: { name: "Teh Hitam Celup", unit: "pcs", cost: 350, quantity: 200, threshold: 50 },
  sirupLeci: { name: "Sirup Leci", unit: "ml", cost: 65, quantity: 1500, threshold: 500 },
  buahLeci: { name: "Buah Leci Kaleng", unit: "gram", cost: 90, quantity: 800, threshold: 300 },
  kopi: { name: "Biji Kopi Arabika Giling", unit: "gram", cost: 250, quantity: 1000, threshold: 250 },
  gulaAren: { name: "Gula Aren Cair", unit: "ml", cost: 45, quantity: 1200, threshold: 300 },
  esBatu: { name: "Es Batu", unit: "gram", cost: 2, quantity: 20000, threshold: 5000 },
  kotak: { name: "Kotak Crepes", unit: "pcs", cost: 1200, quantity: 300, threshold: 100, isPackaging: true },
  cup: { name: "Cup Plastik 16oz", unit: "pcs", cost: 900, quantity: 40, threshold: 50, isPackaging: true },
  kantong: { name: "Kantong Kertas", unit: "pcs", cost: 750, quantity: 250, threshold: 80, isPackaging: true },
} satisfies Record<string, StockDef>;
export type StockKey = keyof typeof STOCK_ITEMS;
type Recipe = Partial<Record<StockKey, number>>;

/** Every crepe starts from the same batter. */
const BATTER: Recipe = { tepung: 40, telur: 0.5, susu: 60, gula: 10, mentega: 8 };

const OPTIONS = {
  kejuEkstra: { name: "Keju Ekstra", price: 5000 },
  cokelatEkstra: { name: "Cokelat Ekstra", price: 4000 },
  esKrim: { name: "Es Krim", price: 7000 },
  oreoCrumble: { name: "Oreo Crumble", price: 4000 },
  stroberiEkstra: { name: "Stroberi Ekstra", price: 6000 },
  telurOrak: { name: "Telur Orak-arik", price: 4000 },
  dagingAsapEkstra: { name: "Daging Asap Ekstra", price: 7000 },
  lembut: { name: "Lembut", price: 0 },
  renyah: { name: "Renyah", price: 0 },
  tidakPedas: { name: "Tidak Pedas", price: 0 },
  sedang: { name: "Sedang", price: 0 },
  pedas: { name: "Pedas", price: 0 },
  reguler: { name: "Reguler", price: 0 },
  large: { name: "Large", price: 5000 },
  normalManis: { name: "Normal", price: 0 },
  kurangManis: { name: "Kurang Manis", price: 0 },
} satisfies Record<string, { name: string; price: number }>;
export type OptionKey = keyof typeof OPTIONS;

const GROUPS = {
  kematangan: { name: "Tingkat Kematangan", type: "radio", options: ["lembut", "renyah"] },
  toppingManis: {
    name: "Topping Tambahan",
    type: "checkbox",
    options: ["kejuEkstra", "cokelatEkstra", "esKrim", "oreoCrumble", "stroberiEkstra"],
  },
  levelPedas: { name: "Level Pedas", type: "radio", options: ["tidakPedas", "sedang", "pedas"] },
  isianAsin: { name: "Tambahan Isian", type: "checkbox", options: ["kejuEkstra", "telurOrak", "dagingAsapEkstra"] },
  ukuran: { name: "Ukuran", type: "radio", options: ["reguler", "large"] },
  gula: { name: "Tingkat Gula", type: "radio", options: ["normalManis", "kurangManis"] },
} satisfies Record<string, { name: string; type: "radio" | "checkbox"; options: OptionKey[] }>;
type GroupKey = keyof typeof GROUPS;

const CATEGORIES = {
  manis: { name: "Crepes Manis", groups: ["kematangan", "toppingManis"] },
  asin: { name: "Crepes Asin", groups: ["kematangan", "levelPedas", "isianAsin"] },
  minuman: { name: "Minuman", groups: ["ukuran", "gula"] },
} satisfies Record<string, { name: string; groups: GroupKey[] }>;
type CategoryKey = keyof typeof CATEGORIES;

type ProductDef = {
  name: string;
  category: CategoryKey;
  price: number;
  image: string;
  description: string;
  recipe: Recipe;
};

const PRODUCTS = {
  cokelatKeju: {
    name: "Crepes Cokelat Keju",
    category: "manis",
    price: 24000,
    image: "crepes-cokelat-keju.webp",
    description:
      "Crepes renyah dengan cokelat leleh dan parutan keju cheddar, disiram susu kental manis. Favorit sepanjang masa.",
    recipe: { ...BATTER, cokelatLeleh: 30, keju: 25, skm: 15 },
  },
  pisangCokelat: {
    name: "Crepes Pisang Cokelat",
    category: "manis",
    price: 22000,
    image: "crepes-pisang-cokelat.webp",
    description: "Irisan pisang raja manis berpadu meses cokelat dan susu kental manis.",
    recipe: { ...BATTER, pisang: 1, meses: 20, skm: 15 },
  },
  stroberiKrim: {
    name: "Crepes Stroberi Krim",
    category: "manis",
    price: 27000,
    image: "crepes-stroberi-krim.webp",
    description: "Stroberi segar dari Lembang dengan krim kocok yang lembut dan tidak terlalu manis.",
    recipe: { ...BATTER, stroberi: 50, krim: 30 },
  },
  matchaOreo: {
    name: "Crepes Matcha Oreo",
    category: "manis",
    price: 28000,
    image: "crepes-matcha-oreo.webp",
    description: "Krim matcha Jepang yang harum dengan remahan biskuit Oreo yang renyah.",
    recipe: { ...BATTER, matcha: 5, oreo: 25, krim: 20 },
  },
  kejuSusu: {
    name: "Crepes Keju Susu",
    category: "manis",
    price: 23000,
    image: "crepes-keju-susu.webp",
    description: "Keju cheddar melimpah dan susu kental manis: sederhana, gurih, dan manis sekaligus.",
    recipe: { ...BATTER, keju: 35, skm: 20 },
  },
  tiramisu: {
    name: "Crepes Tiramisu",
    category: "manis",
    price: 28000,
    image: "crepes-tiramisu.webp",
    description: "Rasa tiramisu klasik dengan cream cheese dan taburan bubuk kakao.",
    recipe: { ...BATTER, tiramisu: 10, creamCheese: 25, krim: 20 },
  },
  redVelvet: {
    name: "Crepes Red Velvet",
    category: "manis",
    price: 29000,
    image: "crepes-red-velvet.webp",
    description: "Crepes red velvet dengan isian cream cheese yang lembut dan sedikit asam.",
    recipe: { ...BATTER, redVelvet: 10, creamCheese: 30 },
  },
  selaiKacang: {
    name: "Crepes Selai Kacang",
    category: "manis",
    price: 21000,
    image: "crepes-selai-kacang.webp",
    description: "Selai kacang tebal dan meses cokelat, pilihan hemat yang mengenyangkan.",
    recipe: { ...BATTER, selaiKacang: 35, meses: 10 },
  },
  esKrimVanila: {
    name: "Crepes Es Krim Vanila",
    category: "manis",
    price: 26000,
    image: "crepes-es-krim-vanila.webp",
    description: "Crepes hangat dengan dua sendok es krim vanila dan taburan meses.",
    recipe: { ...BATTER, esKrim: 80, meses: 10 },
  },
  tunaMayo: {
    name: "Crepes Tuna Mayo",
    category: "asin",
    price: 30000,
    image: "crepes-tuna-mayo.webp",
    description: "Tuna dengan mayones, selada segar, dan keju leleh dalam crepes gurih.",
    recipe: { ...BATTER, tuna: 50, mayones: 20, selada: 10, keju: 15 },
  },
  dagingAsap: {
    name: "Crepes Daging Asap",
    category: "asin",
    price: 32000,
    image: "crepes-daging-asap.webp",
    description: "Dua lembar daging asap, keju, mayones, dan selada. Cocok untuk makan siang.",
    recipe: { ...BATTER, dagingAsap: 2, keju: 20, mayones: 15, selada: 10 },
  },
  ayamPedas: {
    name: "Crepes Ayam Pedas",
    category: "asin",
    price: 30000,
    image: "crepes-ayam-pedas.webp",
    description: "Ayam suwir bumbu pedas khas Sunda dengan saus sambal, keju, dan selada.",
    recipe: { ...BATTER, ayamPedas: 60, sambal: 15, keju: 15, selada: 10 },
  },
  esTehLeci: {
    name: "Es Teh Leci",
    category: "minuman",
    price: 18000,
    image: "es-teh-leci.webp",
    description: "Teh hitam dingin dengan sirup dan buah leci. Segar menemani crepes manis.",
    recipe: { teh: 1, sirupLeci: 30, buahLeci: 30, gula: 15, esBatu: 150 },
  },
  kopiSusuGulaAren: {
    name: "Kopi Susu Gula Aren",
    category: "minuman",
    price: 22000,
    image: "kopi-susu-gula-aren.webp",
    description: "Espresso arabika Jawa Barat, susu segar, dan gula aren asli.",
    recipe: { kopi: 18, susu: 150, gulaAren: 25, esBatu: 150 },
  },
} satisfies Record<string, ProductDef>;
export type ProductKey = keyof typeof PRODUCTS;

/** File names of every product picture, for copying into uploads. */
export const DEMO_PRODUCT_IMAGES: readonly string[] = Object.values(PRODUCTS).map((p) => p.image);

/** Σ cost × quantity rounded half up to whole rupiah (the rule products.cogs follows). */
function recipeCogs(lines: { cost: number; quantityUsed: number }[]): number {
  return roundRupiah(lines.reduce((sum, line) => sum + line.cost * line.quantityUsed, 0));
}

export type SeededProduct = {
  id: string;
  name: string;
  price: number;
  cogs: number;
  /** Option name → price, over every group the product offers. */
  options: Map<string, number>;
  groups: { type: "radio" | "checkbox"; options: { name: string; price: number }[] }[];
  /** What one portion takes from stock. */
  recipe: { stockItemId: string; quantityUsed: number }[];
};
/** A stock item as seeded: `quantity` is what it holds today, after the demo's history. */
export type SeededStockItem = {
  id: string;
  name: string;
  unitName: string;
  cost: number;
  quantity: number;
  isPackaging: boolean;
};
export type SeededCatalog = {
  products: Record<ProductKey, SeededProduct>;
  stock: Record<StockKey, SeededStockItem>;
  counts: Record<string, number>;
};

const byName = <T extends { id: string; name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name, r.id]));

export async function insertDemoCatalog(tx: Tx, locationId: string): Promise<SeededCatalog> {
  const unitRows = await tx
    .insert(units)
    .values(UNITS.map((name) => ({ name })))
    .returning({ id: units.id, name: units.name });
  const unitId = byName(unitRows);

  const stockKeys = Object.keys(STOCK_ITEMS) as StockKey[];
  const stockRows = await tx
    .insert(stockItems)
    .values(
      stockKeys.map((key) => {
        const item: StockDef = STOCK_ITEMS[key];
        return {
          name: item.name,
          unitId: unitId.get(item.unit)!,
          quantityInStock: item.quantity,
          cost: item.cost,
          lowStockThreshold: item.threshold,
          isPackaging: item.isPackaging ?? false,
        };
      }),
    )
    .returning({ id: stockItems.id, name: stockItems.name, quantityInStock: stockItems.quantityInStock });
  // Their movements (opening stock, purchases, sales…) are written with the rest of the history
  // (demo-stock-ledger.ts), which adds up to these quantities.
  const stockId = byName(stockRows);

  const categoryKeys = Object.keys(CATEGORIES) as CategoryKey[];
  const categoryRows = await tx
    .insert(categories)
    .values(categoryKeys.map((key) => ({ name: CATEGORIES[key].name })))
    .returning({ id: categories.id, name: categories.name });
  const categoryId = byName(categoryRows);

  const optionKeys = Object.keys(OPTIONS) as OptionKey[];
  const optionRows = await tx
    .insert(customizationOptions)
    .values(optionKeys.map((key) => OPTIONS[key]))
    .returning({ id: customizationOptions.id, name: customizationOptions.name });
  const optionIdByName = byName(optionRows);
  const optionId = new Map(optionKeys.map((key) => [key, optionIdByName.get(OPTIONS[key].name)!]));

  const groupKeys = Object.keys(GROUPS) as GroupKey[];
  const groupRows = await tx
    .insert(optionGroups)
    .values(groupKeys.map((key) => ({ name: GROUPS[key].name, type: GROUPS[key].type })))
    .returning({ id: optionGroups.id, name: optionGroups.name });
  const groupIdByName = byName(groupRows);
  const groupId = new Map(groupKeys.map((key) => [key, groupIdByName.get(GROUPS[key].name)!]));
  await tx.insert(optionGroupOptions).values(
    groupKeys.flatMap((key) =>
      (GROUPS[key].options as OptionKey[]).map((option, position) => ({
        groupId: groupId.get(key)!,
        optionId: optionId.get(option)!,
        position,
      })),
    ),
  );

  const productKeys = Object.keys(PRODUCTS) as ProductKey[];
  const cogsOf = (recipe: Recipe) =>
    recipeCogs(
      (Object.entries(recipe) as [StockKey, number][]).map(([key, quantityUsed]) => ({
        cost: STOCK_ITEMS[key].cost,
        quantityUsed,
      })),
    );
  const productRows = await tx
    .insert(products)
    .values(
      productKeys.map((key) => {
        const product: ProductDef = PRODUCTS[key];
        return {
          name: product.name,
          price: product.price,
          description: product.description,
          imageUrl: demoUploadUrl(product.image),
          categoryId: categoryId.get(CATEGORIES[product.category].name)!,
          locationId,
          isAvailable: true,
          cogs: cogsOf(product.recipe),
        };
      }),
    )
    .returning({ id: products.id, name: products.name, price: products.price, cogs: products.cogs });
  // Matched by name: RETURNING order is not something to rely on.
  const productRow = new Map(productRows.map((row) => [row.name, row]));
  const rowOf = (key: ProductKey) => productRow.get(PRODUCTS[key].name)!;

  const recipeRows = productKeys.flatMap((key) =>
    (Object.entries(PRODUCTS[key].recipe) as [StockKey, number][]).map(([stock, quantityUsed]) => ({
      productId: rowOf(key).id,
      stockItemId: stockId.get(STOCK_ITEMS[stock].name)!,
      quantityUsed,
    })),
  );
  await tx.insert(productRecipes).values(recipeRows);

  const productGroupRows = productKeys.flatMap((key) =>
    (CATEGORIES[PRODUCTS[key].category].groups as GroupKey[]).map((group, position) => ({
      productId: rowOf(key).id,
      groupId: groupId.get(group)!,
      position,
    })),
  );
  await tx.insert(productOptionGroups).values(productGroupRows);

  const seeded = Object.fromEntries(
    productKeys.map((key) => {
      const groups = CATEGORIES[PRODUCTS[key].category].groups as GroupKey[];
      const options = new Map(
        groups.flatMap((g) => (GROUPS[g].options as OptionKey[]).map((o) => [OPTIONS[o].name, OPTIONS[o].price])),
      );
      const groupOptions = groups.map((g) => ({
        type: GROUPS[g].type,
        options: (GROUPS[g].options as OptionKey[]).map((o) => OPTIONS[o]),
      }));
      const recipe = (Object.entries(PRODUCTS[key].recipe) as [StockKey, number][]).map(([stock, quantityUsed]) => ({
        stockItemId: stockId.get(STOCK_ITEMS[stock].name)!,
        quantityUsed,
      }));
      return [key, { ...rowOf(key), options, groups: groupOptions, recipe }];
    }),
  ) as Record<ProductKey, SeededProduct>;
  const stock = Object.fromEntries(
    stockKeys.map((key) => {
      const item: StockDef = STOCK_ITEMS[key];
      return [
        key,
        {
          id: stockId.get(item.name)!,
          name: item.name,
          unitName: item.unit,
          cost: item.cost,
          quantity: item.quantity,
          isPackaging: item.isPackaging ?? false,
        },
      ];
    }),
  ) as Record<StockKey, SeededStockItem>;

  return {
    products: seeded,
    stock,
    counts: {
      units: unitRows.length,
      stockItems: stockRows.length,
      lowStockItems: stockKeys.filter((k) =>
        isLowStock({ quantityInStock: STOCK_ITEMS[k].quantity, lowStockThreshold: STOCK_ITEMS[k].threshold }),
      ).length,
      categories: categoryRows.length,
      products: productRows.length,
      recipeLines: recipeRows.length,
      customizationOptions: optionRows.length,
      optionGroups: groupRows.length,
      productOptionGroups: productGroupRows.length,
    },
  };
}

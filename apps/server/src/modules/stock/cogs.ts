import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { productRecipes, products, stockItems } from "../../db/schema";

/**
 * Keeps products.cogs = Σ ingredient cost × quantity, rounded half up to whole rupiah
 * (docs/business-rules.md#revenue).
 * Called after a recipe changes (menu) and after an ingredient's cost changes (stock, purchases),
 * inside the same transaction so a product never shows a stale cost.
 *
 * One UPDATE whatever the number of products: the sum is exact numeric arithmetic in the database
 * and PostgreSQL's round() on it is half away from zero, which for costs (never negative) is the
 * half-up rule of roundRupiah. A product whose recipe is empty gets 0.
 */
export async function recomputeProductCogs(
  db: DbOrTx,
  scope: { productIds: string[] } | { stockItemIds: string[] },
): Promise<void> {
  const ids = "productIds" in scope ? scope.productIds : scope.stockItemIds;
  if (ids.length === 0) return;
  const affected =
    "productIds" in scope
      ? inArray(products.id, scope.productIds)
      : inArray(
          products.id,
          db
            .select({ id: productRecipes.productId })
            .from(productRecipes)
            .where(inArray(productRecipes.stockItemId, scope.stockItemIds)),
        );
  await db
    .update(products)
    .set({
      cogs: sql`coalesce((
        select round(sum(${productRecipes.quantityUsed} * ${stockItems.cost}))
        from ${productRecipes}
        join ${stockItems} on ${stockItems.id} = ${productRecipes.stockItemId}
        where ${productRecipes.productId} = ${products.id}
      ), 0)`,
    })
    .where(affected);
}

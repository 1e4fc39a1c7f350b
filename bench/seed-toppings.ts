// The topping group the POS benches give their products: four priced toppings, checkboxes.
import type { Tx } from "../apps/server/src/db/client";
import { customizationOptions, optionGroupOptions, optionGroups } from "../apps/server/src/db/schema";

export async function seedToppingGroup(tx: Tx) {
  const toppings = await tx
    .insert(customizationOptions)
    .values(
      [
        ["Keju", 3000],
        ["Cokelat", 2000],
        ["Es Krim", 5000],
        ["Oreo", 3000],
      ].map(([name, price]) => ({ name: name as string, price: price as number })),
    )
    .returning();
  const [group] = await tx.insert(optionGroups).values({ name: "Topping Tambahan", type: "checkbox" }).returning();
  await tx
    .insert(optionGroupOptions)
    .values(toppings.map((option, position) => ({ groupId: group.id, optionId: option.id, position })));
  return { group, toppings };
}

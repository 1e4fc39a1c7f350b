import { sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

/**
 * Suppliers. Purchases will reference them with onDelete set null and show 'N/A'
 * for a deleted one, so a supplier can always be deleted.
 */
export const suppliers = pgTable(
  "suppliers",
  {
    id: id(),
    name: text("name").notNull(),
    contactPerson: text("contact_person").notNull().default(""),
    phone: text("phone").notNull(),
    address: text("address").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("suppliers_name_lower_idx").on(sql`lower(${t.name})`)],
);

import { sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { archivedAt, createdAt, id, updatedAt } from "./columns";

/**
 * Suppliers. Purchases keep theirs (restrict): a supplier with purchases is archived, not deleted.
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
    archivedAt: archivedAt(),
  },
  (t) => [index("suppliers_name_lower_idx").on(sql`lower(${t.name})`)],
);

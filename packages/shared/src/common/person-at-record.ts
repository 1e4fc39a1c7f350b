import { z } from "zod";

/**
 * A staff member an order or an attendance record names (its waiter, its cashier, who clocked in):
 * the name as it was then, as `fullName` (the field the product's API names for people) and as
 * `name` (the field every other named thing an answer carries has), and the id while the account
 * still exists.
 */
export const personAtRecord = z.object({ _id: z.string().nullable(), name: z.string(), fullName: z.string() });
export type PersonAtRecord = z.infer<typeof personAtRecord>;

/** The person `name` as a record names them. */
export const personNamed = (id: string | null, name: string): PersonAtRecord => ({ _id: id, name, fullName: name });

import { z } from "zod";
import { STAFF_ROLES } from "../auth/roles";

/**
 * GET /api/users/waiters: who can be chosen as an order's waiter at the till, sorted by name.
 * Admin and manager get every staff account; a cashier or staff member gets the accounts of role
 * staff plus themselves, shown as the cashier (role `cashier`). `label` is the role's Indonesian
 * name as the choice shows it.
 */
export const waiterChoice = z.object({
  _id: z.string(),
  fullName: z.string(),
  role: z.enum(STAFF_ROLES),
  label: z.string(),
});
export type WaiterChoice = z.infer<typeof waiterChoice>;
export const waiterChoiceList = z.array(waiterChoice);

import { ROLE_LABELS, type StaffRole, type WaiterChoice } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { byName } from "../../lib/by-name";
import { notArchived } from "../../lib/in-use";

type Caller = { id: string; fullName: string; role: StaffRole };

const choice = (user: { id: string; fullName: string }, role: StaffRole): WaiterChoice => ({
  _id: user.id,
  fullName: user.fullName,
  role,
  label: ROLE_LABELS[role],
});

/**
 * Who `caller` may choose as an order's waiter. Admin and manager choose from every staff account;
 * at a till a cashier or staff member chooses a staff member or themselves, and their own entry
 * is shown as the cashier, because the one at the till serves the order as its cashier.
 * Staff accounts cannot be deactivated, so every account is a choice.
 */
export const choosesAnyWaiter = (caller: Pick<Caller, "role">) => caller.role === "admin" || caller.role === "manager";

/**
 * Whether `caller` may name `waiter` on an order: the rule the list above shows, enforced when an
 * order is placed or edited (a hand-made request could name an admin otherwise).
 */
export const mayChooseWaiter = (caller: Pick<Caller, "id" | "role">, waiter: { id: string; role: StaffRole }) =>
  choosesAnyWaiter(caller) || waiter.role === "staff" || waiter.id === caller.id;

export async function listWaiterChoices(db: DbOrTx, caller: Caller): Promise<WaiterChoice[]> {
  const columns = { id: users.id, fullName: users.fullName, role: users.role };
  if (choosesAnyWaiter(caller)) {
    const everyone = await db.select(columns).from(users).where(notArchived(users));
    return everyone.map((user) => choice(user, user.role)).sort((a, b) => byName.compare(a.fullName, b.fullName));
  }
  const staff = await db
    .select(columns)
    .from(users)
    .where(notArchived(users, eq(users.role, "staff")));
  const others = staff.filter((user) => user.id !== caller.id).map((user) => choice(user, "staff"));
  return [...others, choice(caller, "cashier")].sort((a, b) => byName.compare(a.fullName, b.fullName));
}

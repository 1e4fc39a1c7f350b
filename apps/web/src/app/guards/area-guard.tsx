import type { ReactNode } from "react";
import { canEnterAdminShell, canUseMemberArea, canUsePos, canUseStaffArea } from "./access";
import { RequireAuth } from "./require-auth";

const rules = { admin: canEnterAdminShell, pos: canUsePos, member: canUseMemberArea, staff: canUseStaffArea };

export type GuardedArea = keyof typeof rules;

/**
 * Who may enter a signed-in area. Loaded lazily by the router before the area itself, so the
 * storefront's first load carries no staff rules, and a visitor who may not enter is redirected
 * before the area's code is fetched: `children` (the lazy area) renders only once the rule passes.
 */
export default function AreaGuard({ area, children }: { area: GuardedArea; children: ReactNode }) {
  return <RequireAuth allow={rules[area]}>{children}</RequireAuth>;
}

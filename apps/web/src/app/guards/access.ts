import { AREA_ROLES, isFranchiseMember, OJOL_MAP_REVIEW_ROLES, type ProfileUser, type Role } from "@kedai/shared";

/** Who may enter which area (docs/business-rules.md#roles), as guard predicates. */
export type AccessRule = (user: ProfileUser) => boolean;

const hasRole =
  (roles: readonly Role[]): AccessRule =>
  (user) =>
    roles.includes(user.role);

/** The /admin shell admits cashiers too, but only for /admin/profil (see the admin routes). */
export const canEnterAdminShell: AccessRule = (user) => hasRole(AREA_ROLES.admin)(user) || user.role === "cashier";
export const canUseAdminScreens = hasRole(AREA_ROLES.admin);
export const canManageUsers = hasRole(AREA_ROLES.userManagement);
export const canChangeSettings = hasRole(AREA_ROLES.settings);
export const canSeeFinance = hasRole(AREA_ROLES.finance);
export const canManagePrinters = hasRole(AREA_ROLES.printers);
export const canUsePos = hasRole(AREA_ROLES.pos);
/** Pengaturan → Ojol's saved mappings and the orders still to map. */
export const canReviewOjolMaps = hasRole(OJOL_MAP_REVIEW_ROLES);
export const canUseStaffArea = hasRole(AREA_ROLES.staff);
export const canUseMemberArea: AccessRule = (user) => isFranchiseMember(user);

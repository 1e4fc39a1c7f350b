import type { ProfileUser } from "./auth.contract";

/** Roles and where each user belongs (docs/business-rules.md#roles). */
export const STAFF_ROLES = ["admin", "manager", "cashier", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = StaffRole | "customer";

/** A customer account: an ordinary customer, or a franchise member (who may request stock). */
export const CUSTOMER_TYPES = ["Regular", "Franchise"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  manager: "Manajer",
  cashier: "Kasir",
  staff: "Staff",
};

/**
 * Every staff role, cashier and staff included (docs/business-rules.md#roles): they share the back
 * office's profile page and log out to /admin/login.
 */
export function isAdminRole(role: Role | undefined | null): role is StaffRole {
  return role !== undefined && role !== null && (STAFF_ROLES as readonly string[]).includes(role);
}

export function isFranchiseMember(user: Pick<ProfileUser, "role" | "customerType"> | null | undefined): boolean {
  return user?.role === "customer" && user.customerType === "Franchise";
}

/** Guards of the web areas, shared so the server's role lists and the web's routes agree. */
export const AREA_ROLES = {
  /** /admin/*: admin, manager, staff (cashiers only on /admin/profil). */
  admin: ["admin", "manager", "staff"],
  pos: ["admin", "manager", "cashier", "staff"],
  staff: ["admin", "manager", "cashier", "staff"],
  /** KEUANGAN (finance) screens and their API calls. */
  finance: ["admin", "manager"],
  /** USER MANAGEMENT screens and their API calls. */
  userManagement: ["admin"],
  /** Changing the general settings (site content, tax, fees, points) and an outlet's own tax. */
  settings: ["admin"],
  /** The outlets' printers (/admin/printer): who sets them up. */
  printers: ["admin", "manager"],
} as const satisfies Record<string, readonly StaffRole[]>;

/** The roles whose word approves what a cashier may not do alone (ADR 0041): their own actions need no PIN. */
export const APPROVER_ROLES: readonly StaffRole[] = ["admin", "manager"];

export const canApprove = (role: Role | undefined | null): boolean =>
  role !== undefined && role !== null && (APPROVER_ROLES as readonly string[]).includes(role);

/** Where a user lands after login (docs/business-rules.md#roles). */
export function loginRedirectFor(user: Pick<ProfileUser, "role" | "customerType"> | null | undefined): string {
  if (!user) return "/";
  switch (user.role) {
    case "admin":
    case "manager":
      return "/admin";
    case "staff":
      return "/staff/absensi";
    case "cashier":
      return "/pos";
    default:
      return isFranchiseMember(user) ? "/member/dashboard" : "/";
  }
}

/**
 * Home, greeting and POS "Dashboard" links: the user's own home area (docs/business-rules.md#roles).
 * Differs from the login redirect only for staff, whose login lands on attendance but whose home is /admin.
 */
export function homePathFor(user: Pick<ProfileUser, "role" | "customerType"> | null | undefined): string {
  if (user?.role === "staff") return "/admin";
  return loginRedirectFor(user);
}

export function profilePathFor(user: Pick<ProfileUser, "role"> | null | undefined): string {
  return isAdminRole(user?.role) ? "/admin/profil" : "/profile";
}

export function logoutPathFor(user: Pick<ProfileUser, "role"> | null | undefined): string {
  return isAdminRole(user?.role) ? "/admin/login" : "/login";
}

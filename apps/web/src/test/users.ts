import type { ProfileUser } from "@kedai/shared";

const base = { customerType: null, email: null, phone: null } as const;

export const testUsers = {
  admin: { ...base, _id: "u-admin", fullName: "Admin Kedai", username: "admin", role: "admin" },
  manager: { ...base, _id: "u-manager", fullName: "Maya Manajer", username: "manajer", role: "manager" },
  cashier: { ...base, _id: "u-cashier", fullName: "Kiki Kasir", username: "kasir", role: "cashier" },
  staff: { ...base, _id: "u-staff", fullName: "Sari Staf", username: "staf", role: "staff" },
  customer: {
    _id: "c-1",
    fullName: "Putri Pelanggan",
    username: "pelanggan@contoh.id",
    role: "customer",
    customerType: "Regular",
    email: "pelanggan@contoh.id",
  },
  member: {
    _id: "c-2",
    fullName: "Budi Mitra",
    username: "mitra@contoh.id",
    role: "customer",
    customerType: "Franchise",
    email: "mitra@contoh.id",
  },
} satisfies Record<string, ProfileUser>;

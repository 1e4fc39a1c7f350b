import type { MenuItem } from "@kedai/shared";

export function menuCart(
  menu: MenuItem[],
  n: number,
): { productId: string; quantity: number; selectedOptions: { _id: string }[] }[];

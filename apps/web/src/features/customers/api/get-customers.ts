import type { CustomerRecord } from "@kedai/shared";
import type { ListQuery } from "../../../lib/list-search";
import { useListQuery } from "../../../lib/use-resource";
import { CUSTOMERS_PATH } from "./customer-lists";

/**
 * GET /customers?customerType=Regular: the ordinary customers, newest first, searched on the server
 * over name, email and phone (franchise members have a list of their own).
 */
export function useCustomers(query?: ListQuery) {
  return useListQuery<CustomerRecord>(CUSTOMERS_PATH, "Gagal memuat data.", { ...query, customerType: "Regular" });
}

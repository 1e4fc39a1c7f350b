import type { FastifyPluginAsync } from "fastify";
import type { Env } from "./config/env";
import { attendanceRoutes, payrollRoutes } from "./modules/attendance/attendance.routes";
import { auditRoutes } from "./modules/audit/audit.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { categoryRoutes } from "./modules/categories/categories.routes";
import { cateringRoutes } from "./modules/catering/catering.routes";
import { customerRoutes } from "./modules/customers/customers.routes";
import { customizationRoutes } from "./modules/customizations/customizations.routes";
import { eventRoutes } from "./modules/events/events.routes";
import { expenseRoutes } from "./modules/expenses/expenses.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { locationRoutes } from "./modules/locations/locations.routes";
import { memberDashboardRoutes, memberRoutes } from "./modules/member/member.routes";
import { menuRoutes } from "./modules/menu/menu.routes";
import { markCatalogMaybeChanged } from "./modules/menu/menu-cache";
import { orderRoutes } from "./modules/orders/orders.routes";
import { paymentRoutes } from "./modules/payments/payments.routes";
import { promoRoutes } from "./modules/promos/promos.routes";
import { purchaseRoutes } from "./modules/purchases/purchases.routes";
import { registerRoutes } from "./modules/register/register.routes";
import { reportRoutes } from "./modules/reports/reports.routes";
import { settingsRoutes } from "./modules/settings/settings.routes";
import { stockRoutes } from "./modules/stock/stock.routes";
import { stockAdjustmentRoutes } from "./modules/stock-adjustments/stock-adjustments.routes";
import { stockRequestRoutes } from "./modules/stock-requests/stock-requests.routes";
import { supplierRoutes } from "./modules/suppliers/suppliers.routes";
import { tableRoutes } from "./modules/tables/tables.routes";
import { unitRoutes } from "./modules/units/units.routes";
import { userRoutes } from "./modules/users/users.routes";

/** Every /api feature, one line each: the whole API surface at a glance. */
export const apiRoutes: FastifyPluginAsync<{ env: Env }> = async (api, { env }) => {
  // A successful write may have touched the catalogue (menu, prices, stock, outlets): the cached
  // menu re-checks its version on the next read. onSend runs before the client can ask again.
  api.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400)
      markCatalogMaybeChanged(api.db);
  });
  await api.register(healthRoutes, { prefix: "/health" });
  await api.register(authRoutes, { prefix: "/auth", env });
  await api.register(customerRoutes, { prefix: "/customers", env });
  await api.register(settingsRoutes, { prefix: "/settings" });
  await api.register(categoryRoutes, { prefix: "/categories" });
  await api.register(customizationRoutes, { prefix: "/customizations" });
  await api.register(menuRoutes, { prefix: "/menu" });
  await api.register(locationRoutes, { prefix: "/locations" });
  await api.register(tableRoutes, { prefix: "/tables" });
  await api.register(unitRoutes, { prefix: "/units" });
  await api.register(stockRoutes, { prefix: "/stock" });
  await api.register(supplierRoutes, { prefix: "/suppliers" });
  await api.register(purchaseRoutes, { prefix: "/purchases" });
  await api.register(stockAdjustmentRoutes, { prefix: "/stock-adjustments", env });
  await api.register(stockRequestRoutes, { prefix: "/stock-requests" });
  await api.register(memberRoutes, { prefix: "/member" });
  await api.register(userRoutes, { prefix: "/users" });
  await api.register(registerRoutes, { prefix: "/register" });
  await api.register(orderRoutes, { prefix: "/orders", env });
  await api.register(paymentRoutes, { prefix: "/payments", env });
  await api.register(eventRoutes, { prefix: "/events" });
  await api.register(expenseRoutes, { prefix: "/expenses", env });
  await api.register(promoRoutes, { prefix: "/promos", env });
  await api.register(cateringRoutes, { prefix: "/catering" });
  await api.register(attendanceRoutes, { prefix: "/attendance", env });
  await api.register(auditRoutes, { prefix: "/audit", env });
  await api.register(payrollRoutes, { prefix: "/reports", env });
  await api.register(memberDashboardRoutes, { prefix: "/reports", env });
  await api.register(reportRoutes, { prefix: "/reports", env });
};

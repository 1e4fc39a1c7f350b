import "./zod-locale";

export * from "./auth/auth.contract";
export * from "./auth/roles";
export * from "./categories/categories.contract";
export * from "./common/text.contract";
export * from "./customizations/customizations.contract";
export * from "./format";
export * from "./health/health.contract";
export * from "./i18n/id";
export * from "./locations/locations.contract";
export * from "./menu/menu.contract";
export * from "./money";
export * from "./settings/settings.contract";
export * from "./stock/stock.contract";
export * from "./suppliers/suppliers.contract";
export * from "./tables/tables.contract";
export * from "./units/units.contract";

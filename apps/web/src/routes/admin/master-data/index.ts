// The master-data screens of the back office: one import line for admin-area.tsx.
export { LocationsPage } from "./locations-page";
export { StockPage } from "./stock-page";
export { SuppliersPage } from "./suppliers-page";
export { TablesPage } from "./tables-page";
export { UnitsPage } from "./units-page";

export * from "./catalog";
export * from "./orders";
export * from "./people";
export * from "./places";
export * from "./stock";
export * from "./suppliers";

export * from "./catalog";
export * from "./orders";
export * from "./payments";
export * from "./people";
export * from "./places";
export * from "./stock";
export * from "./suppliers";

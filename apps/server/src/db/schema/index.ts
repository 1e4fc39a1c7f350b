export * from "./catalog";
export * from "./finance";
export * from "./orders";
export * from "./payments";
export * from "./people";
export * from "./places";
export * from "./stock";
export * from "./suppliers";

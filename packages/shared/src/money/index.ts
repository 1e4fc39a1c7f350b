export * from "./rupiah";
export * from "./totals";

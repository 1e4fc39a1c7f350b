export * from "./money.contract";
export * from "./rupiah";
export * from "./totals";

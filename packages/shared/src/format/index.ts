export * from "./date-time";
export * from "./quantity";

export * from "./business-clock";
export * from "./date-time";
export * from "./day-text";
export * from "./phone";
export * from "./quantity";

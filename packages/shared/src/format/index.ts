export * from "./date-time";
export * from "./day-text";

export * from "./date-time";

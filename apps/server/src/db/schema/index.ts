export * from "./companies";
export * from "./groups";
export * from "./messages";
export * from "./notices";
export * from "./publications";
export * from "./settings";
export * from "./tenancy";
export * from "./users";

export * from "./language_switch.js";
export * from "./language_switch_label.js";
export type LocalizedString = import("../runtime.js").LocalizedString;

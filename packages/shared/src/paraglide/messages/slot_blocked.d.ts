/**
* | output |
* | --- |
* | "The host has blocked that time. Choose another time." |
*
* @param {Slot_BlockedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_blocked: ((inputs?: Slot_BlockedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_BlockedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_BlockedInputs = {};

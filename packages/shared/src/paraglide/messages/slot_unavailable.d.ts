/**
* | output |
* | --- |
* | "unavailable" |
*
* @param {Slot_UnavailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_unavailable: ((inputs?: Slot_UnavailableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_UnavailableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_UnavailableInputs = {};

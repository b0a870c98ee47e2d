/**
* | output |
* | --- |
* | "No credit waits: every one paid its bookings." |
*
* @param {Bank_Held_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_held_none: ((inputs?: Bank_Held_NoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Held_NoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Held_NoneInputs = {};

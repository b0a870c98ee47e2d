/**
* | output |
* | --- |
* | "It names no booking reference: match it to a booking." |
*
* @param {Bank_Held_No_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_held_no_reference: ((inputs?: Bank_Held_No_ReferenceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Held_No_ReferenceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Held_No_ReferenceInputs = {};

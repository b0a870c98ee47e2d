/**
* | output |
* | --- |
* | "The invoice names you." |
*
* @param {Bill_To_Self_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bill_to_self_hint: ((inputs?: Bill_To_Self_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bill_To_Self_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bill_To_Self_HintInputs = {};

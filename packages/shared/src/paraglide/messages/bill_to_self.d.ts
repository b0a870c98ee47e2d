/**
* | output |
* | --- |
* | "Myself" |
*
* @param {Bill_To_SelfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bill_to_self: ((inputs?: Bill_To_SelfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bill_To_SelfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bill_To_SelfInputs = {};

/**
* | output |
* | --- |
* | "None: paid in full when booked" |
*
* @param {Rules_Deposit_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit_none: ((inputs?: Rules_Deposit_NoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Deposit_NoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Deposit_NoneInputs = {};

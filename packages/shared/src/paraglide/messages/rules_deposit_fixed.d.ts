/**
* | output |
* | --- |
* | "A fixed sum" |
*
* @param {Rules_Deposit_FixedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit_fixed: ((inputs?: Rules_Deposit_FixedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Deposit_FixedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Deposit_FixedInputs = {};

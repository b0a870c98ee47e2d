/**
* | output |
* | --- |
* | "Deposit (KSh)" |
*
* @param {Rules_Deposit_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit_amount: ((inputs?: Rules_Deposit_AmountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Deposit_AmountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Deposit_AmountInputs = {};

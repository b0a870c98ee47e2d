/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Company_WithdrawInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_withdraw: ((inputs?: Company_WithdrawInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_WithdrawInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_WithdrawInputs = {};

/**
* | output |
* | --- |
* | "Amount (KSH)" |
*
* @param {Admin_Tax_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_amount: ((inputs?: Admin_Tax_AmountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_AmountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_AmountInputs = {};

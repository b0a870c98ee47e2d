/**
* | output |
* | --- |
* | "the payer" |
*
* @param {Admin_The_PayerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_the_payer: ((inputs?: Admin_The_PayerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_The_PayerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_The_PayerInputs = {};

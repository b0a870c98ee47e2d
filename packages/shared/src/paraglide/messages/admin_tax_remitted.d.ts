/**
* | output |
* | --- |
* | "Paid to KRA" |
*
* @param {Admin_Tax_RemittedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_remitted: ((inputs?: Admin_Tax_RemittedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_RemittedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_RemittedInputs = {};

/**
* | output |
* | --- |
* | "Collected" |
*
* @param {Admin_Tax_CollectedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_collected: ((inputs?: Admin_Tax_CollectedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_CollectedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_CollectedInputs = {};

/**
* | output |
* | --- |
* | "Tax invoices and credit notes (KRA eTIMS)" |
*
* @param {Archive_Section_Tax_InvoicesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_tax_invoices: ((inputs?: Archive_Section_Tax_InvoicesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_Tax_InvoicesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_Tax_InvoicesInputs = {};

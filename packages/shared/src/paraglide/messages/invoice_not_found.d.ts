/**
* | output |
* | --- |
* | "Invoice not found" |
*
* @param {Invoice_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_not_found: ((inputs?: Invoice_Not_FoundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Not_FoundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Not_FoundInputs = {};

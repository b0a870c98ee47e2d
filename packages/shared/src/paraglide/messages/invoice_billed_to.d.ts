/**
* | output |
* | --- |
* | "Billed to" |
*
* @param {Invoice_Billed_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_billed_to: ((inputs?: Invoice_Billed_ToInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Billed_ToInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Billed_ToInputs = {};

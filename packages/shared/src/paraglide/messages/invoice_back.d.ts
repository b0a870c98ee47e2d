/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Invoice_BackInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_back: ((inputs?: Invoice_BackInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_BackInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_BackInputs = {};

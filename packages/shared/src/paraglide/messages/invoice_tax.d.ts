/**
* | output |
* | --- |
* | "Tax ({percent}%)" |
*
* @param {Invoice_TaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_tax: ((inputs: Invoice_TaxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_TaxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_TaxInputs = {
    percent: NonNullable<unknown>;
};

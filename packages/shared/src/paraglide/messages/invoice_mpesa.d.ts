/**
* | output |
* | --- |
* | "M-Pesa transaction" |
*
* @param {Invoice_MpesaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_mpesa: ((inputs?: Invoice_MpesaInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_MpesaInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_MpesaInputs = {};

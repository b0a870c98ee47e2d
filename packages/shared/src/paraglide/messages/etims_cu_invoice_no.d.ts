/**
* | output |
* | --- |
* | "CU invoice number" |
*
* @param {Etims_Cu_Invoice_NoInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_cu_invoice_no: ((inputs?: Etims_Cu_Invoice_NoInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Cu_Invoice_NoInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Cu_Invoice_NoInputs = {};

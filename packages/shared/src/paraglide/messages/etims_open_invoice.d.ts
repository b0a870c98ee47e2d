/**
* | output |
* | --- |
* | "eTIMS tax invoice" |
*
* @param {Etims_Open_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_open_invoice: ((inputs?: Etims_Open_InvoiceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Open_InvoiceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Open_InvoiceInputs = {};

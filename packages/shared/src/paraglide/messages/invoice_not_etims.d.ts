/**
* | output |
* | --- |
* | "This invoice is not yet registered with KRA's eTIMS." |
*
* @param {Invoice_Not_EtimsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_not_etims: ((inputs?: Invoice_Not_EtimsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Not_EtimsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Not_EtimsInputs = {};

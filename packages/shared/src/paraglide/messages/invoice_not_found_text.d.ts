/**
* | output |
* | --- |
* | "This booking does not exist, or it is not one of yours." |
*
* @param {Invoice_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_not_found_text: ((inputs?: Invoice_Not_Found_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Not_Found_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Not_Found_TextInputs = {};

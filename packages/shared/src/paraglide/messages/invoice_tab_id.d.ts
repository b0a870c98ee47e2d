/**
* | output |
* | --- |
* | "Invoice {id}" |
*
* @param {Invoice_Tab_IdInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_tab_id: ((inputs: Invoice_Tab_IdInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Tab_IdInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Tab_IdInputs = {
    id: NonNullable<unknown>;
};

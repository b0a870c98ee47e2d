/**
* | output |
* | --- |
* | "View your invoice" |
*
* @param {Notify_View_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_view_invoice: ((inputs?: Notify_View_InvoiceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_View_InvoiceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_View_InvoiceInputs = {};

/**
* | output |
* | --- |
* | "Pay invoice {invoice} in the transfer" |
*
* @param {Company_Pick_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_pick_invoice: ((inputs: Company_Pick_InvoiceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Pick_InvoiceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Pick_InvoiceInputs = {
    invoice: NonNullable<unknown>;
};

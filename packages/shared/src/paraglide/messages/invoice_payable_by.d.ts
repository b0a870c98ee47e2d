/**
* | output |
* | --- |
* | "Payable by {how}" |
*
* @param {Invoice_Payable_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_payable_by: ((inputs: Invoice_Payable_ByInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Payable_ByInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Payable_ByInputs = {
    how: NonNullable<unknown>;
};

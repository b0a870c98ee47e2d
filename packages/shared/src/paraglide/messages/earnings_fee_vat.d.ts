/**
* | output |
* | --- |
* | "VAT on the fee" |
*
* @param {Earnings_Fee_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_fee_vat: ((inputs?: Earnings_Fee_VatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Fee_VatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Fee_VatInputs = {};

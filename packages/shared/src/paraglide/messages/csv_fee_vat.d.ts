/**
* | output |
* | --- |
* | "VAT on the fee (KSH)" |
*
* @param {Csv_Fee_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_fee_vat: ((inputs?: Csv_Fee_VatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Fee_VatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_Fee_VatInputs = {};

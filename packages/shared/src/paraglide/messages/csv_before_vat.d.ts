/**
* | output |
* | --- |
* | "Amount before VAT (KSH)" |
*
* @param {Csv_Before_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_before_vat: ((inputs?: Csv_Before_VatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Before_VatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_Before_VatInputs = {};

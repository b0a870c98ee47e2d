/**
* | output |
* | --- |
* | "VAT charged (KSH)" |
*
* @param {Csv_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_vat: ((inputs?: Csv_VatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_VatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_VatInputs = {};

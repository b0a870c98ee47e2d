/**
* | output |
* | --- |
* | "VAT ({percent}%)" |
*
* @param {Tax_VatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_vat: ((inputs: Tax_VatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_VatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_VatInputs = {
    percent: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "VAT {rate}% (type {type})" |
*
* @param {Etims_Tax_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_tax_line: ((inputs: Etims_Tax_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Tax_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Tax_LineInputs = {
    rate: NonNullable<unknown>;
    type: NonNullable<unknown>;
};

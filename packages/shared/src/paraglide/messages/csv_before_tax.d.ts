/**
* | output |
* | --- |
* | "Amount before tax (KSH)" |
*
* @param {Csv_Before_TaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_before_tax: ((inputs?: Csv_Before_TaxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Before_TaxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_Before_TaxInputs = {};

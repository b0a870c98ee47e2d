/**
* | output |
* | --- |
* | "Before tax" |
*
* @param {Earnings_Before_TaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_before_tax: ((inputs?: Earnings_Before_TaxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Before_TaxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Before_TaxInputs = {};

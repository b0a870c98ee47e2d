/**
* | output |
* | --- |
* | "Withholding" |
*
* @param {Earnings_WithholdingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_withholding: ((inputs?: Earnings_WithholdingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_WithholdingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_WithholdingInputs = {};

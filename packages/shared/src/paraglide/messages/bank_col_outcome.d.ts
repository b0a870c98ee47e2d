/**
* | output |
* | --- |
* | "Outcome" |
*
* @param {Bank_Col_OutcomeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_col_outcome: ((inputs?: Bank_Col_OutcomeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Col_OutcomeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Col_OutcomeInputs = {};

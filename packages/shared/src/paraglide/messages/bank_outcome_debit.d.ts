/**
* | output |
* | --- |
* | "Money out" |
*
* @param {Bank_Outcome_DebitInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_debit: ((inputs?: Bank_Outcome_DebitInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Outcome_DebitInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Outcome_DebitInputs = {};

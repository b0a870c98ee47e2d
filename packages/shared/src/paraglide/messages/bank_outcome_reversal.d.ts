/**
* | output |
* | --- |
* | "Reversal" |
*
* @param {Bank_Outcome_ReversalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_reversal: ((inputs?: Bank_Outcome_ReversalInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Outcome_ReversalInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Outcome_ReversalInputs = {};

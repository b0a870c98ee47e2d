/**
* | output |
* | --- |
* | "Held for you" |
*
* @param {Bank_Outcome_HeldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_held: ((inputs?: Bank_Outcome_HeldInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Outcome_HeldInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Outcome_HeldInputs = {};

/**
* | output |
* | --- |
* | "Loaded before" |
*
* @param {Bank_Outcome_SeenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_seen: ((inputs?: Bank_Outcome_SeenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Outcome_SeenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Outcome_SeenInputs = {};

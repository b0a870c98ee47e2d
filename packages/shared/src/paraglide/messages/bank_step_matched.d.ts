/**
* | output |
* | --- |
* | "It is matched when the bank's statement reaches us: Pesalink the same day, other transfers by the next working day." |
*
* @param {Bank_Step_MatchedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_matched: ((inputs?: Bank_Step_MatchedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Step_MatchedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Step_MatchedInputs = {};

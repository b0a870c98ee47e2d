/**
* | output |
* | --- |
* | "Paid {bookings}" |
*
* @param {Bank_Outcome_MatchedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_matched: ((inputs: Bank_Outcome_MatchedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Outcome_MatchedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Outcome_MatchedInputs = {
    bookings: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "Part of {bookings}: the rest still owed" |
*
* @param {Bank_Outcome_PartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_part: ((inputs: Bank_Outcome_PartInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Outcome_PartInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Outcome_PartInputs = {
    bookings: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "Paid {bookings}; the excess is owed back" |
*
* @param {Bank_Outcome_OverInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_over: ((inputs: Bank_Outcome_OverInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Outcome_OverInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Outcome_OverInputs = {
    bookings: NonNullable<unknown>;
};

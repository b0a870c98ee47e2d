/**
* | output |
* | --- |
* | "The guest typed the code {code}, which M-Pesa has not reported to Nafasi: find it on your own M-Pesa statement first." |
*
* @param {Owner_Bookings_Mark_Paid_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_mark_paid_code: ((inputs: Owner_Bookings_Mark_Paid_CodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Mark_Paid_CodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Mark_Paid_CodeInputs = {
    code: NonNullable<unknown>;
};

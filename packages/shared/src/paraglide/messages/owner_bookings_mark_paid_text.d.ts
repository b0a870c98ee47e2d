/**
* | output |
* | --- |
* | "Mark {reference} paid only if the money reached you outside Nafasi. The booking is confirmed, and Nafasi will not pay you for this booking." |
*
* @param {Owner_Bookings_Mark_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_mark_paid_text: ((inputs: Owner_Bookings_Mark_Paid_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Mark_Paid_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Mark_Paid_TextInputs = {
    reference: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "Did {guest} pay you directly?" |
*
* @param {Owner_Bookings_Mark_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_mark_paid_title: ((inputs: Owner_Bookings_Mark_Paid_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Mark_Paid_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Mark_Paid_TitleInputs = {
    guest: NonNullable<unknown>;
};

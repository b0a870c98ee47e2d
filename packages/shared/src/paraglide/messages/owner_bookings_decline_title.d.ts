/**
* | output |
* | --- |
* | "Decline {reference}?" |
*
* @param {Owner_Bookings_Decline_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_decline_title: ((inputs: Owner_Bookings_Decline_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Decline_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Decline_TitleInputs = {
    reference: NonNullable<unknown>;
};

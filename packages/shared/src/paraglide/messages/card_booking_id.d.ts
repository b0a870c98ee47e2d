/**
* | output |
* | --- |
* | "Booking ID" |
*
* @param {Card_Booking_IdInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_booking_id: ((inputs?: Card_Booking_IdInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Booking_IdInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Booking_IdInputs = {};

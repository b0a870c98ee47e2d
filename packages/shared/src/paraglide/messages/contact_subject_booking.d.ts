/**
* | output |
* | --- |
* | "Booking Support" |
*
* @param {Contact_Subject_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_booking: ((inputs?: Contact_Subject_BookingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Subject_BookingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Subject_BookingInputs = {};

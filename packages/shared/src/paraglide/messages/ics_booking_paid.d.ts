/**
* | output |
* | --- |
* | "Nafasi booking {reference}. Total {total} (paid)." |
*
* @param {Ics_Booking_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ics_booking_paid: ((inputs: Ics_Booking_PaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ics_Booking_PaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ics_Booking_PaidInputs = {
    reference: NonNullable<unknown>;
    total: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "Nafasi booking {reference}. Total {total} (payment pending)." |
*
* @param {Ics_Booking_UnpaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ics_booking_unpaid: ((inputs: Ics_Booking_UnpaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ics_Booking_UnpaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ics_Booking_UnpaidInputs = {
    reference: NonNullable<unknown>;
    total: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "Booking: {space}" |
*
* @param {Ics_Booking_SummaryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ics_booking_summary: ((inputs: Ics_Booking_SummaryInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ics_Booking_SummaryInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ics_Booking_SummaryInputs = {
    space: NonNullable<unknown>;
};

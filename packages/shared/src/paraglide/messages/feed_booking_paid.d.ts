/**
* | output |
* | --- |
* | "Nafasi booking {reference} of {space}. {total}, paid." |
*
* @param {Feed_Booking_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_booking_paid: ((inputs: Feed_Booking_PaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Booking_PaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Booking_PaidInputs = {
    reference: NonNullable<unknown>;
    space: NonNullable<unknown>;
    total: NonNullable<unknown>;
};

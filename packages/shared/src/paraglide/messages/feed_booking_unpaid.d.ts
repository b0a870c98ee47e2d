/**
* | output |
* | --- |
* | "Nafasi booking {reference} of {space}. {total}, not paid yet." |
*
* @param {Feed_Booking_UnpaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_booking_unpaid: ((inputs: Feed_Booking_UnpaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Booking_UnpaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Booking_UnpaidInputs = {
    reference: NonNullable<unknown>;
    space: NonNullable<unknown>;
    total: NonNullable<unknown>;
};

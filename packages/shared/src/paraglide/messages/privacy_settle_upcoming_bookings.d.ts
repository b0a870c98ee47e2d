/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have 1 upcoming booking: cancel it or let it take place." |
* | "other" | "You have {count} upcoming bookings: cancel them or let them take place." |
*
* @param {Privacy_Settle_Upcoming_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_upcoming_bookings: ((inputs: Privacy_Settle_Upcoming_BookingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Settle_Upcoming_BookingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Settle_Upcoming_BookingsInputs = {
    count: NonNullable<unknown>;
};

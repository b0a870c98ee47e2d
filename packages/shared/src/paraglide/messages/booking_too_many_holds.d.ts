/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You already have 1 unpaid booking waiting. Pay for or cancel one before booking again." |
* | "other" | "You already have {count} unpaid bookings waiting. Pay for or cancel one before booking again." |
*
* @param {Booking_Too_Many_HoldsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_too_many_holds: ((inputs: Booking_Too_Many_HoldsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Too_Many_HoldsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Too_Many_HoldsInputs = {
    count: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "since {day}. Bookings are paid after they end, with your other bookings of the day; each row below says when." |
*
* @param {Payout_SinceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_since: ((inputs: Payout_SinceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_SinceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_SinceInputs = {
    day: NonNullable<unknown>;
};

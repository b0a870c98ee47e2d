/**
* | output |
* | --- |
* | "Only a pending booking, or a confirmed one at least {cancellation_notice_hours} hours ahead, can be cancelled." |
*
* @param {Booking_Cannot_CancelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_cannot_cancel: ((inputs: Booking_Cannot_CancelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cannot_CancelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cannot_CancelInputs = {
    cancellation_notice_hours: NonNullable<unknown>;
};

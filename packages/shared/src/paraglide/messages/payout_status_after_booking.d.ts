/**
* | output |
* | --- |
* | "Owed after the booking" |
*
* @param {Payout_Status_After_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_after_booking: ((inputs?: Payout_Status_After_BookingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Status_After_BookingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Status_After_BookingInputs = {};

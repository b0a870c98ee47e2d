/**
* | output |
* | --- |
* | "booking cancelled" |
*
* @param {Recon_Booking_CancelledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_booking_cancelled: ((inputs?: Recon_Booking_CancelledInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recon_Booking_CancelledInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recon_Booking_CancelledInputs = {};

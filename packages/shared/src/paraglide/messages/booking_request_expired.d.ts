/**
* | output |
* | --- |
* | "The host did not answer the request in time." |
*
* @param {Booking_Request_ExpiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_request_expired: ((inputs?: Booking_Request_ExpiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Request_ExpiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Request_ExpiredInputs = {};

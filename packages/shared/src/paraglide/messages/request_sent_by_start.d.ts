/**
* | output |
* | --- |
* | "The host answers by the start of your booking. The time is held for you meanwhile. You pay only once they accept; we will tell you on your bookings page." |
*
* @param {Request_Sent_By_StartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const request_sent_by_start: ((inputs?: Request_Sent_By_StartInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Sent_By_StartInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Sent_By_StartInputs = {};

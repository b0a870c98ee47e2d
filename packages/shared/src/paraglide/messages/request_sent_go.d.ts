/**
* | output |
* | --- |
* | "Go to my bookings" |
*
* @param {Request_Sent_GoInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const request_sent_go: ((inputs?: Request_Sent_GoInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Sent_GoInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Sent_GoInputs = {};

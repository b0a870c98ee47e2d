/**
* | output |
* | --- |
* | "The host answers by {by}. The time is held for you meanwhile. You pay only once they accept; we will tell you on your bookings page." |
*
* @param {Request_Sent_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const request_sent_by: ((inputs: Request_Sent_ByInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Sent_ByInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Sent_ByInputs = {
    by: NonNullable<unknown>;
};

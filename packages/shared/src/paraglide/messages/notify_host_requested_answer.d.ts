/**
* | output |
* | --- |
* | "Accept or decline it from Guest Bookings on your dashboard within 24 hours (or before the start, if sooner); otherwise it runs out." |
*
* @param {Notify_Host_Requested_AnswerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_requested_answer: ((inputs?: Notify_Host_Requested_AnswerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Requested_AnswerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Requested_AnswerInputs = {};

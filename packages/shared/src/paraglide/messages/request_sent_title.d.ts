/**
* | output |
* | --- |
* | "Request sent" |
*
* @param {Request_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const request_sent_title: ((inputs?: Request_Sent_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Sent_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Sent_TitleInputs = {};

/**
* | output |
* | --- |
* | "Sending request..." |
*
* @param {Summary_Sending_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_sending_request: ((inputs?: Summary_Sending_RequestInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_Sending_RequestInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_Sending_RequestInputs = {};

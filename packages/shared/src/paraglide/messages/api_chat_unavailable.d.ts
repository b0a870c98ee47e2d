/**
* | output |
* | --- |
* | "Live chat is not available yet. Please use the contact form." |
*
* @param {Api_Chat_UnavailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_chat_unavailable: ((inputs?: Api_Chat_UnavailableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Chat_UnavailableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Chat_UnavailableInputs = {};

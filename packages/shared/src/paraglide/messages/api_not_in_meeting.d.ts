/**
* | output |
* | --- |
* | "That person is not in this meeting." |
*
* @param {Api_Not_In_MeetingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_not_in_meeting: ((inputs?: Api_Not_In_MeetingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Not_In_MeetingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Not_In_MeetingInputs = {};

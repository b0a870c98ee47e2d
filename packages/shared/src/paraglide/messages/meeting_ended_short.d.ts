/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Meeting_Ended_ShortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_ended_short: ((inputs?: Meeting_Ended_ShortInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Ended_ShortInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Ended_ShortInputs = {};

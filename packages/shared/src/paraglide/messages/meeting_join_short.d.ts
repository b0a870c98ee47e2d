/**
* | output |
* | --- |
* | "Join" |
*
* @param {Meeting_Join_ShortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_join_short: ((inputs?: Meeting_Join_ShortInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Join_ShortInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Join_ShortInputs = {};

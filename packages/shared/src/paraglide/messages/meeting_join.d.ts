/**
* | output |
* | --- |
* | "Join Room" |
*
* @param {Meeting_JoinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_join: ((inputs?: Meeting_JoinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_JoinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_JoinInputs = {};

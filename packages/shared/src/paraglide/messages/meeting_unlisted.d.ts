/**
* | output |
* | --- |
* | "Unlisted room" |
*
* @param {Meeting_UnlistedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_unlisted: ((inputs?: Meeting_UnlistedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_UnlistedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_UnlistedInputs = {};

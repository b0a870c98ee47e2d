/**
* | output |
* | --- |
* | "You are sending messages too fast. Wait a moment and try again." |
*
* @param {Meeting_Too_FastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_too_fast: ((inputs?: Meeting_Too_FastInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Too_FastInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Too_FastInputs = {};

/**
* | output |
* | --- |
* | "Blocked" |
*
* @param {Feed_BlockedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_blocked: ((inputs?: Feed_BlockedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_BlockedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_BlockedInputs = {};

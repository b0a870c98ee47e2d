/**
* | output |
* | --- |
* | "Calendar feed not found. Ask the host for the current link." |
*
* @param {Calendar_Feed_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_not_found: ((inputs?: Calendar_Feed_Not_FoundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Feed_Not_FoundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Feed_Not_FoundInputs = {};

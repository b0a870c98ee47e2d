/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Calendar_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_link_copied: ((inputs?: Calendar_Link_CopiedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Link_CopiedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Link_CopiedInputs = {};

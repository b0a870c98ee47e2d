/**
* | output |
* | --- |
* | "Meeting link copied to clipboard!" |
*
* @param {Meeting_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_link_copied: ((inputs?: Meeting_Link_CopiedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Link_CopiedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Link_CopiedInputs = {};

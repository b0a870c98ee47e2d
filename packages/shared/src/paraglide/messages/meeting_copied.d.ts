/**
* | output |
* | --- |
* | "Copied to clipboard!" |
*
* @param {Meeting_CopiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_copied: ((inputs?: Meeting_CopiedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_CopiedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_CopiedInputs = {};

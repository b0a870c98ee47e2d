/**
* | output |
* | --- |
* | "Industry" |
*
* @param {Contact_IndustryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_industry: ((inputs?: Contact_IndustryInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_IndustryInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_IndustryInputs = {};

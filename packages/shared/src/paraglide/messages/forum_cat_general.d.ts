/**
* | output |
* | --- |
* | "General Discussion" |
*
* @param {Forum_Cat_GeneralInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_general: ((inputs?: Forum_Cat_GeneralInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Cat_GeneralInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Cat_GeneralInputs = {};

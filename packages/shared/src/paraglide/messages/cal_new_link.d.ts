/**
* | output |
* | --- |
* | "New link" |
*
* @param {Cal_New_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_new_link: ((inputs?: Cal_New_LinkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_New_LinkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_New_LinkInputs = {};

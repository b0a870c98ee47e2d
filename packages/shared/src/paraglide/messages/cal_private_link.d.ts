/**
* | output |
* | --- |
* | "Private calendar link" |
*
* @param {Cal_Private_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_private_link: ((inputs?: Cal_Private_LinkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Private_LinkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Private_LinkInputs = {};

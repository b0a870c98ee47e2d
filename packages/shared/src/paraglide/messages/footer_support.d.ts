/**
* | output |
* | --- |
* | "Support" |
*
* @param {Footer_SupportInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_support: ((inputs?: Footer_SupportInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_SupportInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_SupportInputs = {};

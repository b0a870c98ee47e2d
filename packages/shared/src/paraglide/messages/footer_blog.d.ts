/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Footer_BlogInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_blog: ((inputs?: Footer_BlogInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_BlogInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_BlogInputs = {};

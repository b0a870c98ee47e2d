/**
* | output |
* | --- |
* | "Back to the blog" |
*
* @param {Newsletter_Confirm_BlogInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_blog: ((inputs?: Newsletter_Confirm_BlogInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Confirm_BlogInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Confirm_BlogInputs = {};

/**
* | output |
* | --- |
* | "Tell us about your company and we will be in touch within two business days." |
*
* @param {Partners_Become_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_become_text: ((inputs?: Partners_Become_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partners_Become_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partners_Become_TextInputs = {};

/**
* | output |
* | --- |
* | "Answers about booking spaces, M-Pesa payments, listing a space and your account, with 24/7 live chat support." |
*
* @param {Page_Help_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_help_description: ((inputs?: Page_Help_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Help_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Help_DescriptionInputs = {};

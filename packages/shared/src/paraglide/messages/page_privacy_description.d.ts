/**
* | output |
* | --- |
* | "What personal data Nafasi collects, why, who sees it, how long it is kept, and your rights under Kenya's Data Protection Act." |
*
* @param {Page_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_privacy_description: ((inputs?: Page_Privacy_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Privacy_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Privacy_DescriptionInputs = {};

/**
* | output |
* | --- |
* | "Create a Nafasi account to book meeting rooms, studios, halls and desks across Kenya." |
*
* @param {Page_Register_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_register_description: ((inputs?: Page_Register_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Register_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Register_DescriptionInputs = {};

/**
* | output |
* | --- |
* | "How booking a space by the hour on Nafasi works, from search to M-Pesa payment, and how owners list their spaces." |
*
* @param {Page_How_It_Works_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_how_it_works_description: ((inputs?: Page_How_It_Works_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_How_It_Works_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_How_It_Works_DescriptionInputs = {};

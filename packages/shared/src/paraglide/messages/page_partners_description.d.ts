/**
* | output |
* | --- |
* | "Partner with Nafasi as a space provider, technology, corporate or community partner. Meet our partners and send an inquiry." |
*
* @param {Page_Partners_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_partners_description: ((inputs?: Page_Partners_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Partners_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Partners_DescriptionInputs = {};

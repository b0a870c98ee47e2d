/**
* | output |
* | --- |
* | "Nafasi connects people in Kenya with meeting rooms, studios, halls, coworking desks and offices by the hour, paid with M-Pesa." |
*
* @param {Page_About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_about_description: ((inputs?: Page_About_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_About_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_About_DescriptionInputs = {};

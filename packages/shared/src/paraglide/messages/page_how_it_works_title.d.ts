/**
* | output |
* | --- |
* | "How it Works" |
*
* @param {Page_How_It_Works_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_how_it_works_title: ((inputs?: Page_How_It_Works_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_How_It_Works_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_How_It_Works_TitleInputs = {};

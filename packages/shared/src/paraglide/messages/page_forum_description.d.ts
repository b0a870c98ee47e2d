/**
* | output |
* | --- |
* | "The Nafasi community forum: discussions about workspaces, owning a space, remote work, events and feedback." |
*
* @param {Page_Forum_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_forum_description: ((inputs?: Page_Forum_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Forum_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Forum_DescriptionInputs = {};

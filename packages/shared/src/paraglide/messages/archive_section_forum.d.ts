/**
* | output |
* | --- |
* | "Forum topics and replies" |
*
* @param {Archive_Section_ForumInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_forum: ((inputs?: Archive_Section_ForumInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_ForumInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_ForumInputs = {};

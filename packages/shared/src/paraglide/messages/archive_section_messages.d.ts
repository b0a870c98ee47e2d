/**
* | output |
* | --- |
* | "Messages with hosts and guests" |
*
* @param {Archive_Section_MessagesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_messages: ((inputs?: Archive_Section_MessagesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_MessagesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_MessagesInputs = {};

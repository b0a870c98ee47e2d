/**
* | output |
* | --- |
* | "Create a room and share its code or link with the people you are meeting." |
*
* @param {Meetings_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_none_text: ((inputs?: Meetings_None_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_None_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_None_TextInputs = {};

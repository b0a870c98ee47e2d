/**
* | output |
* | --- |
* | "It will be available after admin approval. Taking you to your dashboard…" |
*
* @param {List_Done_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_done_text: ((inputs?: List_Done_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Done_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Done_TextInputs = {};

/**
* | output |
* | --- |
* | "Your messages, reviews and posts, shown as written by “A former member”" |
*
* @param {Privacy_Delete_Kept_WordsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_kept_words: ((inputs?: Privacy_Delete_Kept_WordsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Kept_WordsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Kept_WordsInputs = {};

/**
* | output |
* | --- |
* | "What the law makes Nafasi keep" |
*
* @param {Privacy_Delete_KeptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_kept: ((inputs?: Privacy_Delete_KeptInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_KeptInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_KeptInputs = {};

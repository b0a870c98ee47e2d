/**
* | output |
* | --- |
* | "Your account and what it holds about you go, on every device, and cannot be brought back." |
*
* @param {Privacy_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_text: ((inputs?: Privacy_Delete_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_TextInputs = {};

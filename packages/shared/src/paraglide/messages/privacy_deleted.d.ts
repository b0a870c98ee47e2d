/**
* | output |
* | --- |
* | "Your account is deleted." |
*
* @param {Privacy_DeletedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_deleted: ((inputs?: Privacy_DeletedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_DeletedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_DeletedInputs = {};

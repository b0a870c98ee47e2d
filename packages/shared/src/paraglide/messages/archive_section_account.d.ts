/**
* | output |
* | --- |
* | "Account" |
*
* @param {Archive_Section_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_account: ((inputs?: Archive_Section_AccountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_AccountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_AccountInputs = {};

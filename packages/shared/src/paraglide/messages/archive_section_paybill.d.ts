/**
* | output |
* | --- |
* | "Paybill and till payments" |
*
* @param {Archive_Section_PaybillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_paybill: ((inputs?: Archive_Section_PaybillInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_PaybillInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_PaybillInputs = {};

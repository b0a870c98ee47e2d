/**
* | output |
* | --- |
* | "Record a payment to KRA" |
*
* @param {Admin_Tax_Record_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_record_title: ((inputs?: Admin_Tax_Record_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_Record_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_Record_TitleInputs = {};

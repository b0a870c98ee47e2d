/**
* | output |
* | --- |
* | "Technical Issue" |
*
* @param {Contact_Subject_TechnicalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_technical: ((inputs?: Contact_Subject_TechnicalInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Subject_TechnicalInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Subject_TechnicalInputs = {};

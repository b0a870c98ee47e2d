/**
* | output |
* | --- |
* | "General Inquiry" |
*
* @param {Contact_Subject_GeneralInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_general: ((inputs?: Contact_Subject_GeneralInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Subject_GeneralInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Subject_GeneralInputs = {};

/**
* | output |
* | --- |
* | "Select a subject" |
*
* @param {Contact_Select_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_select_subject: ((inputs?: Contact_Select_SubjectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Select_SubjectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Select_SubjectInputs = {};

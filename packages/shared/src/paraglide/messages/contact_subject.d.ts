/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject: ((inputs?: Contact_SubjectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_SubjectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_SubjectInputs = {};

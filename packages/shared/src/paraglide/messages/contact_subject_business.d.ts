/**
* | output |
* | --- |
* | "Business Partnership" |
*
* @param {Contact_Subject_BusinessInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_business: ((inputs?: Contact_Subject_BusinessInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Subject_BusinessInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Subject_BusinessInputs = {};

/**
* | output |
* | --- |
* | "Contact Support" |
*
* @param {Help_Contact_SupportInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_contact_support: ((inputs?: Help_Contact_SupportInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_Contact_SupportInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_Contact_SupportInputs = {};

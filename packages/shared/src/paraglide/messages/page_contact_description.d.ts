/**
* | output |
* | --- |
* | "Contact Nafasi by e-mail, phone or the contact form. Support is open 24/7 and we reply within 24 hours." |
*
* @param {Page_Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_contact_description: ((inputs?: Page_Contact_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Contact_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Contact_DescriptionInputs = {};

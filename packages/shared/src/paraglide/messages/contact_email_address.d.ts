/**
* | output |
* | --- |
* | "E-mail address" |
*
* @param {Contact_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_email_address: ((inputs?: Contact_Email_AddressInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Email_AddressInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Email_AddressInputs = {};

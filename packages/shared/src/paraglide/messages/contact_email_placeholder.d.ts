/**
* | output |
* | --- |
* | "you@example.co.ke" |
*
* @param {Contact_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_email_placeholder: ((inputs?: Contact_Email_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Email_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Email_PlaceholderInputs = {};

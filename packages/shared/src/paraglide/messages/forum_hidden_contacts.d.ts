/**
* | output |
* | --- |
* | "Phone numbers and e-mail addresses in posts are hidden, as in messages." |
*
* @param {Forum_Hidden_ContactsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_hidden_contacts: ((inputs?: Forum_Hidden_ContactsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Hidden_ContactsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Hidden_ContactsInputs = {};

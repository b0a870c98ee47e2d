/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Contact_Your_NameInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_your_name: ((inputs?: Contact_Your_NameInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Your_NameInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Your_NameInputs = {};

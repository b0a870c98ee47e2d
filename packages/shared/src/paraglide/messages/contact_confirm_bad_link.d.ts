/**
* | output |
* | --- |
* | "This link has expired or was already used. Type your address in the newsletter box again." |
*
* @param {Contact_Confirm_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_confirm_bad_link: ((inputs?: Contact_Confirm_Bad_LinkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Confirm_Bad_LinkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Confirm_Bad_LinkInputs = {};

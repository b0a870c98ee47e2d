/**
* | output |
* | --- |
* | "Thank you for your interest! Our partnerships team will reply within 2 business days." |
*
* @param {Contact_Partner_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_partner_sent: ((inputs?: Contact_Partner_SentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Partner_SentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Partner_SentInputs = {};

/**
* | output |
* | --- |
* | "Almost there: we have sent a link to this address. Follow it to confirm your subscription." |
*
* @param {Contact_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_confirm_sent: ((inputs?: Contact_Confirm_SentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Confirm_SentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Confirm_SentInputs = {};

/**
* | output |
* | --- |
* | "You’re subscribed. Look out for our next newsletter." |
*
* @param {Contact_SubscribedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subscribed: ((inputs?: Contact_SubscribedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_SubscribedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_SubscribedInputs = {};

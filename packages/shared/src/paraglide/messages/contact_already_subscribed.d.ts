/**
* | output |
* | --- |
* | "This address is already subscribed." |
*
* @param {Contact_Already_SubscribedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_already_subscribed: ((inputs?: Contact_Already_SubscribedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Already_SubscribedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Already_SubscribedInputs = {};

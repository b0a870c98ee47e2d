/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Contact_SubscribeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subscribe: ((inputs?: Contact_SubscribeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_SubscribeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_SubscribeInputs = {};

/**
* | output |
* | --- |
* | "Subscribing…" |
*
* @param {Contact_SubscribingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subscribing: ((inputs?: Contact_SubscribingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_SubscribingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_SubscribingInputs = {};

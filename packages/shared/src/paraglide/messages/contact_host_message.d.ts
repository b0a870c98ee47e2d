/**
* | output |
* | --- |
* | "Your message" |
*
* @param {Contact_Host_MessageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_message: ((inputs?: Contact_Host_MessageInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Host_MessageInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Host_MessageInputs = {};

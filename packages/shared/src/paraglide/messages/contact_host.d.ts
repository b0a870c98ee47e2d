/**
* | output |
* | --- |
* | "Contact host" |
*
* @param {Contact_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host: ((inputs?: Contact_HostInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_HostInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_HostInputs = {};

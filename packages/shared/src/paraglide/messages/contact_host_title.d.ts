/**
* | output |
* | --- |
* | "Message {host}" |
*
* @param {Contact_Host_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_title: ((inputs: Contact_Host_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Host_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Host_TitleInputs = {
    host: NonNullable<unknown>;
};

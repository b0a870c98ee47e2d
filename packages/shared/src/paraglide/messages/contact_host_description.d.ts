/**
* | output |
* | --- |
* | "Ask about {space} before you book. Phone numbers and e-mail addresses are hidden until a booking is paid." |
*
* @param {Contact_Host_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_description: ((inputs: Contact_Host_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Host_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Host_DescriptionInputs = {
    space: NonNullable<unknown>;
};

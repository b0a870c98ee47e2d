/**
* | output |
* | --- |
* | "Sign in to message the host." |
*
* @param {Contact_Host_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_sign_in: ((inputs?: Contact_Host_Sign_InInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Host_Sign_InInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Host_Sign_InInputs = {};

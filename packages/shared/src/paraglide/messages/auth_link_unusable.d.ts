/**
* | output |
* | --- |
* | "This link cannot be used" |
*
* @param {Auth_Link_UnusableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_link_unusable: ((inputs?: Auth_Link_UnusableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_UnusableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Link_UnusableInputs = {};

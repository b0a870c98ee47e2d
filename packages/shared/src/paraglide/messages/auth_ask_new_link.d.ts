/**
* | output |
* | --- |
* | "Ask for a new link" |
*
* @param {Auth_Ask_New_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_ask_new_link: ((inputs?: Auth_Ask_New_LinkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Ask_New_LinkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Ask_New_LinkInputs = {};

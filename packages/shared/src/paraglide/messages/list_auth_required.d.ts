/**
* | output |
* | --- |
* | "Authentication Required" |
*
* @param {List_Auth_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_auth_required: ((inputs?: List_Auth_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Auth_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Auth_RequiredInputs = {};

/**
* | output |
* | --- |
* | "Creating account..." |
*
* @param {Auth_Creating_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_creating_account: ((inputs?: Auth_Creating_AccountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Creating_AccountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Creating_AccountInputs = {};

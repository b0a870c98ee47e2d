/**
* | output |
* | --- |
* | "Checking your session…" |
*
* @param {Auth_Checking_SessionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_checking_session: ((inputs?: Auth_Checking_SessionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Checking_SessionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Checking_SessionInputs = {};

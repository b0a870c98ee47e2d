/**
* | output |
* | --- |
* | "This confirmation link is invalid or has expired. Sign in and ask for a new one." |
*
* @param {Auth_Verify_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_verify_invalid: ((inputs?: Auth_Verify_InvalidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_InvalidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_InvalidInputs = {};

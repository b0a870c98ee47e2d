/**
* | output |
* | --- |
* | "E-mail confirmed! Welcome to Nafasi." |
*
* @param {Auth_VerifiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_verified: ((inputs?: Auth_VerifiedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_VerifiedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_VerifiedInputs = {};

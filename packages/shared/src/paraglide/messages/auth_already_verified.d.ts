/**
* | output |
* | --- |
* | "Your e-mail address is already confirmed." |
*
* @param {Auth_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_already_verified: ((inputs?: Auth_Already_VerifiedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Already_VerifiedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Already_VerifiedInputs = {};

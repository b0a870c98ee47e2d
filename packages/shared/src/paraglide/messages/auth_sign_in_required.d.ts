/**
* | output |
* | --- |
* | "You need to sign in to do that." |
*
* @param {Auth_Sign_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_required: ((inputs?: Auth_Sign_In_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_In_RequiredInputs = {};

/**
* | output |
* | --- |
* | "Sign up with Google" |
*
* @param {Auth_Google_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_google_sign_up: ((inputs?: Auth_Google_Sign_UpInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Google_Sign_UpInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Google_Sign_UpInputs = {};

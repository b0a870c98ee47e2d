/**
* | output |
* | --- |
* | "Google sign-in is not available on this server." |
*
* @param {Auth_Google_UnavailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_google_unavailable: ((inputs?: Auth_Google_UnavailableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Google_UnavailableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Google_UnavailableInputs = {};

/**
* | output |
* | --- |
* | "Your account has been created with Google." |
*
* @param {Auth_Google_CreatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_google_created: ((inputs?: Auth_Google_CreatedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Google_CreatedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Google_CreatedInputs = {};

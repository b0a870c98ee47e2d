/**
* | output |
* | --- |
* | "Google sign-in expired or was already used. Please try again." |
*
* @param {Google_ExpiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const google_expired: ((inputs?: Google_ExpiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Google_ExpiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Google_ExpiredInputs = {};

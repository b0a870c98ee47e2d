/**
* | output |
* | --- |
* | "Google did not confirm an e-mail address for this account." |
*
* @param {Google_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const google_unverified: ((inputs?: Google_UnverifiedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Google_UnverifiedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Google_UnverifiedInputs = {};

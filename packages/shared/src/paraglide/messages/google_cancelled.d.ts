/**
* | output |
* | --- |
* | "Google sign-in was cancelled." |
*
* @param {Google_CancelledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const google_cancelled: ((inputs?: Google_CancelledInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Google_CancelledInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Google_CancelledInputs = {};

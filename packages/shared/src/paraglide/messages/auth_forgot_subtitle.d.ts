/**
* | output |
* | --- |
* | "We’ll e-mail you a link to choose a new one. It works once, within an hour." |
*
* @param {Auth_Forgot_SubtitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_subtitle: ((inputs?: Auth_Forgot_SubtitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_SubtitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Forgot_SubtitleInputs = {};

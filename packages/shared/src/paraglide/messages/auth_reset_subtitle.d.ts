/**
* | output |
* | --- |
* | "Every device signed in to your account will be signed out." |
*
* @param {Auth_Reset_SubtitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_reset_subtitle: ((inputs?: Auth_Reset_SubtitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_SubtitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_SubtitleInputs = {};

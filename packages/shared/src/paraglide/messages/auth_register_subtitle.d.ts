/**
* | output |
* | --- |
* | "Book spaces by the hour and pay with M-Pesa." |
*
* @param {Auth_Register_SubtitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_register_subtitle: ((inputs?: Auth_Register_SubtitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Register_SubtitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Register_SubtitleInputs = {};

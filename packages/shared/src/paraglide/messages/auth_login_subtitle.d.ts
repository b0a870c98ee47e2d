/**
* | output |
* | --- |
* | "Sign in to book spaces and manage your bookings." |
*
* @param {Auth_Login_SubtitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_login_subtitle: ((inputs?: Auth_Login_SubtitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_SubtitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Login_SubtitleInputs = {};

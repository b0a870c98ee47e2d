/**
* | output |
* | --- |
* | "Confirm your e-mail address first: open the link we sent you (you can ask for a new one on your dashboard)." |
*
* @param {Auth_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_unverified: ((inputs?: Auth_UnverifiedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_UnverifiedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_UnverifiedInputs = {};

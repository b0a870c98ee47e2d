/**
* | output |
* | --- |
* | "This password reset link is invalid or has expired. Ask for a new one." |
*
* @param {Auth_Reset_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_reset_invalid: ((inputs?: Auth_Reset_InvalidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_InvalidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_InvalidInputs = {};

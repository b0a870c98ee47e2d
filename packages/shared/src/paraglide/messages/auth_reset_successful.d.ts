/**
* | output |
* | --- |
* | "Password reset successful!" |
*
* @param {Auth_Reset_SuccessfulInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_reset_successful: ((inputs?: Auth_Reset_SuccessfulInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_SuccessfulInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_SuccessfulInputs = {};

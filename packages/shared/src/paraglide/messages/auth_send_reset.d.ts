/**
* | output |
* | --- |
* | "Send reset link" |
*
* @param {Auth_Send_ResetInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_send_reset: ((inputs?: Auth_Send_ResetInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_ResetInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Send_ResetInputs = {};

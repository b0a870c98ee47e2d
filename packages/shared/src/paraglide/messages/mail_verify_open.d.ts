/**
* | output |
* | --- |
* | "To confirm this address and sign in, open this link within 24 hours (it works once):" |
*
* @param {Mail_Verify_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_verify_open: ((inputs?: Mail_Verify_OpenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_OpenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Verify_OpenInputs = {};

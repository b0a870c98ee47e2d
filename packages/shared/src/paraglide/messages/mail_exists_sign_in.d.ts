/**
* | output |
* | --- |
* | "To sign in, go to {url}. If you forgot your password, set a new one here within one hour:" |
*
* @param {Mail_Exists_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_exists_sign_in: ((inputs: Mail_Exists_Sign_InInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Exists_Sign_InInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Exists_Sign_InInputs = {
    url: NonNullable<unknown>;
};

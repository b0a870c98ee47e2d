/**
* | output |
* | --- |
* | "Sign in to the account that asked for it: the archive downloads only there." |
*
* @param {Privacy_Download_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_download_sign_in: ((inputs?: Privacy_Download_Sign_InInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Download_Sign_InInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Download_Sign_InInputs = {};

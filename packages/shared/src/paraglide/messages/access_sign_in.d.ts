/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Access_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const access_sign_in: ((inputs?: Access_Sign_InInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Access_Sign_InInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Access_Sign_InInputs = {};

/**
* | output |
* | --- |
* | "Sign in to the account the link was sent to: it deletes only that one." |
*
* @param {Privacy_Delete_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_sign_in: ((inputs?: Privacy_Delete_Sign_InInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Sign_InInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Sign_InInputs = {};

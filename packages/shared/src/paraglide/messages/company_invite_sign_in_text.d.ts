/**
* | output |
* | --- |
* | "Sign in with the e-mail address the invitation was sent to, and you come back here to accept it. New to Nafasi? Create an account with that address, then ope..." |
*
* @param {Company_Invite_Sign_In_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_sign_in_text: ((inputs?: Company_Invite_Sign_In_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invite_Sign_In_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invite_Sign_In_TextInputs = {};

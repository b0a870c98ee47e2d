/**
* | output |
* | --- |
* | "Signing in needs JavaScript, which is off in your browser. Turn it on to sign in; spaces, the help centre and the blog can be read without it." |
*
* @param {Nojs_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nojs_sign_in: ((inputs?: Nojs_Sign_InInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nojs_Sign_InInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nojs_Sign_InInputs = {};

/**
* | output |
* | --- |
* | "Please sign in to read your messages." |
*
* @param {Messages_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const messages_sign_in: ((inputs?: Messages_Sign_InInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Sign_InInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Sign_InInputs = {};

/**
* | output |
* | --- |
* | "sign-in attempts" |
*
* @param {Limited_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_sign_ins: ((inputs?: Limited_Sign_InsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_Sign_InsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_Sign_InsInputs = {};

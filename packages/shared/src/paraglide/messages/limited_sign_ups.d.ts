/**
* | output |
* | --- |
* | "sign-up attempts" |
*
* @param {Limited_Sign_UpsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_sign_ups: ((inputs?: Limited_Sign_UpsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_Sign_UpsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_Sign_UpsInputs = {};

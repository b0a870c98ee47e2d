/**
* | output |
* | --- |
* | "By continuing you agree to our" |
*
* @param {Auth_Agree_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_agree_before: ((inputs?: Auth_Agree_BeforeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Agree_BeforeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Agree_BeforeInputs = {};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Password_MismatchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_mismatch: ((inputs?: Password_MismatchInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_MismatchInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_MismatchInputs = {};

/**
* | output |
* | --- |
* | "wrong current passwords" |
*
* @param {Limited_Wrong_PasswordsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_wrong_passwords: ((inputs?: Limited_Wrong_PasswordsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_Wrong_PasswordsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_Wrong_PasswordsInputs = {};

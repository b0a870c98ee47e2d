/**
* | output |
* | --- |
* | "Password must be at least {min_password_length} characters long" |
*
* @param {Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_too_short: ((inputs: Password_Too_ShortInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_Too_ShortInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_Too_ShortInputs = {
    min_password_length: NonNullable<unknown>;
};

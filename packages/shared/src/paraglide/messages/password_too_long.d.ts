/**
* | output |
* | --- |
* | "Password must be at most {max_password_length} characters long" |
*
* @param {Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_too_long: ((inputs: Password_Too_LongInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_Too_LongInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_Too_LongInputs = {
    max_password_length: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "This password is one of the most common passwords. Choose one that is harder to guess." |
*
* @param {Password_Too_CommonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_too_common: ((inputs?: Password_Too_CommonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_Too_CommonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_Too_CommonInputs = {};

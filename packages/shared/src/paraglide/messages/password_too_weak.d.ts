/**
* | output |
* | --- |
* | "This password would be easy to guess. Add a word or two of your own, or a few more characters, until the meter says Good." |
*
* @param {Password_Too_WeakInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_too_weak: ((inputs?: Password_Too_WeakInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_Too_WeakInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_Too_WeakInputs = {};

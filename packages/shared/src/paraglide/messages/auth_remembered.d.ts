/**
* | output |
* | --- |
* | "Remembered it?" |
*
* @param {Auth_RememberedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_remembered: ((inputs?: Auth_RememberedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_RememberedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_RememberedInputs = {};

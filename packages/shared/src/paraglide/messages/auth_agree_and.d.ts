/**
* | output |
* | --- |
* | "and" |
*
* @param {Auth_Agree_AndInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_agree_and: ((inputs?: Auth_Agree_AndInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Agree_AndInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Agree_AndInputs = {};

/**
* | output |
* | --- |
* | "The request contains a character that is not allowed (a NUL)." |
*
* @param {Api_Nul_CharacterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_nul_character: ((inputs?: Api_Nul_CharacterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Nul_CharacterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Nul_CharacterInputs = {};

/**
* | output |
* | --- |
* | "This password is built on a word everyone tries first (the site’s name, a city, \"password\"). Choose one that is harder to guess." |
*
* @param {Password_GuessableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_guessable: ((inputs?: Password_GuessableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_GuessableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_GuessableInputs = {};

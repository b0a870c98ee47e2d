/**
* | output |
* | --- |
* | "Go to Login" |
*
* @param {List_Go_LoginInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_go_login: ((inputs?: List_Go_LoginInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Go_LoginInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Go_LoginInputs = {};

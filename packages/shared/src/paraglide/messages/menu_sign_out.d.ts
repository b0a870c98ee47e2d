/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Menu_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_sign_out: ((inputs?: Menu_Sign_OutInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Sign_OutInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_Sign_OutInputs = {};

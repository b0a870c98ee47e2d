/**
* | output |
* | --- |
* | "Logged out successfully" |
*
* @param {Menu_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_signed_out: ((inputs?: Menu_Signed_OutInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Signed_OutInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_Signed_OutInputs = {};

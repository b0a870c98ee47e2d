/**
* | output |
* | --- |
* | "Could not sign out. Please try again." |
*
* @param {Menu_Sign_Out_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_sign_out_failed: ((inputs?: Menu_Sign_Out_FailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Sign_Out_FailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_Sign_Out_FailedInputs = {};

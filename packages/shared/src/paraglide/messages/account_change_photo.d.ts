/**
* | output |
* | --- |
* | "Change photo" |
*
* @param {Account_Change_PhotoInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_change_photo: ((inputs?: Account_Change_PhotoInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_PhotoInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Change_PhotoInputs = {};

/**
* | output |
* | --- |
* | "Signed in on a shared or lost phone? Sign out everywhere but here." |
*
* @param {Account_Other_Devices_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_other_devices_text: ((inputs?: Account_Other_Devices_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Other_Devices_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Other_Devices_TextInputs = {};

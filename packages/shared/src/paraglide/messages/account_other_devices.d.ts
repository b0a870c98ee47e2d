/**
* | output |
* | --- |
* | "Other devices" |
*
* @param {Account_Other_DevicesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_other_devices: ((inputs?: Account_Other_DevicesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Other_DevicesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Other_DevicesInputs = {};

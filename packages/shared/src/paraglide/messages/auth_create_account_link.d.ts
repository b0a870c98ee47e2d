/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Auth_Create_Account_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_create_account_link: ((inputs?: Auth_Create_Account_LinkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Create_Account_LinkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Create_Account_LinkInputs = {};

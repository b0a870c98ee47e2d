/**
* | output |
* | --- |
* | "Your name, e-mail address, phone numbers, photo and password" |
*
* @param {Privacy_Delete_Goes_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_goes_account: ((inputs?: Privacy_Delete_Goes_AccountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Goes_AccountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Goes_AccountInputs = {};

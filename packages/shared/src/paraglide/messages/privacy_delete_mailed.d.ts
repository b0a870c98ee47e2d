/**
* | output |
* | --- |
* | "Check your e-mail: the link we sent deletes your account." |
*
* @param {Privacy_Delete_MailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_mailed: ((inputs?: Privacy_Delete_MailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_MailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_MailedInputs = {};

/**
* | output |
* | --- |
* | "You sign in with Google: we will e-mail you a link that confirms it." |
*
* @param {Privacy_Delete_By_MailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_by_mail: ((inputs?: Privacy_Delete_By_MailInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_By_MailInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_By_MailInputs = {};

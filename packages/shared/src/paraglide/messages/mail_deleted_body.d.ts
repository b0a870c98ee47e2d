/**
* | output |
* | --- |
* | "Your account is deleted and you are signed out everywhere. This is the last mail we send to this address." |
*
* @param {Mail_Deleted_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_body: ((inputs?: Mail_Deleted_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Deleted_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Deleted_BodyInputs = {};

/**
* | output |
* | --- |
* | "Your Nafasi account is deleted" |
*
* @param {Mail_Deleted_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_subject: ((inputs?: Mail_Deleted_SubjectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Deleted_SubjectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Deleted_SubjectInputs = {};

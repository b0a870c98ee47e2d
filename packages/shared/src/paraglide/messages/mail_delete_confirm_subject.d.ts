/**
* | output |
* | --- |
* | "Confirm deleting your Nafasi account" |
*
* @param {Mail_Delete_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_delete_confirm_subject: ((inputs?: Mail_Delete_Confirm_SubjectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delete_Confirm_SubjectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Delete_Confirm_SubjectInputs = {};

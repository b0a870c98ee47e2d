/**
* | output |
* | --- |
* | "Confirm your e-mail address for Nafasi" |
*
* @param {Mail_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_verify_subject: ((inputs?: Mail_Verify_SubjectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_SubjectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Verify_SubjectInputs = {};

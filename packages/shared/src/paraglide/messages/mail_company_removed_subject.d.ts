/**
* | output |
* | --- |
* | "You are no longer a member of {company}" |
*
* @param {Mail_Company_Removed_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_removed_subject: ((inputs: Mail_Company_Removed_SubjectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Company_Removed_SubjectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Company_Removed_SubjectInputs = {
    company: NonNullable<unknown>;
};

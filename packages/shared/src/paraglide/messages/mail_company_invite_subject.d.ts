/**
* | output |
* | --- |
* | "Join {company} on Nafasi" |
*
* @param {Mail_Company_Invite_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_invite_subject: ((inputs: Mail_Company_Invite_SubjectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Company_Invite_SubjectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Company_Invite_SubjectInputs = {
    company: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "You are invited to {company}" |
*
* @param {Mail_Company_Invite_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_invite_heading: ((inputs: Mail_Company_Invite_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Company_Invite_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Company_Invite_HeadingInputs = {
    company: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "The link works once and for {days} days. Sign in (or create an account) with this e-mail address to accept." |
*
* @param {Mail_Company_Invite_ExpiresInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_invite_expires: ((inputs: Mail_Company_Invite_ExpiresInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Company_Invite_ExpiresInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Company_Invite_ExpiresInputs = {
    days: NonNullable<unknown>;
};

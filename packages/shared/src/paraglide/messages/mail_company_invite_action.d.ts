/**
* | output |
* | --- |
* | "Accept the invitation" |
*
* @param {Mail_Company_Invite_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_invite_action: ((inputs?: Mail_Company_Invite_ActionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Company_Invite_ActionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Company_Invite_ActionInputs = {};

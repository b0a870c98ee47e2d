/**
* | output |
* | --- |
* | "Review invitations" |
*
* @param {Mail_Opt_Review_InvitesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_review_invites: ((inputs?: Mail_Opt_Review_InvitesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Opt_Review_InvitesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Opt_Review_InvitesInputs = {};

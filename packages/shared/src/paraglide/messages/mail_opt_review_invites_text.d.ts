/**
* | output |
* | --- |
* | "An invitation to review a space after your booking." |
*
* @param {Mail_Opt_Review_Invites_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_review_invites_text: ((inputs?: Mail_Opt_Review_Invites_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Opt_Review_Invites_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Opt_Review_Invites_TextInputs = {};

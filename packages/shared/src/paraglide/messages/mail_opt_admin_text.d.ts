/**
* | output |
* | --- |
* | "For admins: listings waiting for approval and owner requests." |
*
* @param {Mail_Opt_Admin_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_opt_admin_text: ((inputs?: Mail_Opt_Admin_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Opt_Admin_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Opt_Admin_TextInputs = {};

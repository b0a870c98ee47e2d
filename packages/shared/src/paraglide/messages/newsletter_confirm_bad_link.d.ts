/**
* | output |
* | --- |
* | "This link is incomplete. Open it again from the mail, or type your address in the newsletter box again." |
*
* @param {Newsletter_Confirm_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_bad_link: ((inputs?: Newsletter_Confirm_Bad_LinkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Confirm_Bad_LinkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Confirm_Bad_LinkInputs = {};

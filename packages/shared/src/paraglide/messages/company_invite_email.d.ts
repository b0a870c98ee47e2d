/**
* | output |
* | --- |
* | "Colleague's e-mail" |
*
* @param {Company_Invite_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_email: ((inputs?: Company_Invite_EmailInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invite_EmailInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invite_EmailInputs = {};

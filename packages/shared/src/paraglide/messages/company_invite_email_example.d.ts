/**
* | output |
* | --- |
* | "colleague@company.co.ke" |
*
* @param {Company_Invite_Email_ExampleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_email_example: ((inputs?: Company_Invite_Email_ExampleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invite_Email_ExampleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invite_Email_ExampleInputs = {};

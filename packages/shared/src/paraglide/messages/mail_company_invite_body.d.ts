/**
* | output |
* | --- |
* | "{name} invites you to book spaces on {company}'s account on Nafasi. Bookings you make on it are invoiced to the company." |
*
* @param {Mail_Company_Invite_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_invite_body: ((inputs: Mail_Company_Invite_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Company_Invite_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Company_Invite_BodyInputs = {
    name: NonNullable<unknown>;
    company: NonNullable<unknown>;
};

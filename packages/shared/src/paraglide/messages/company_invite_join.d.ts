/**
* | output |
* | --- |
* | "Join {company}" |
*
* @param {Company_Invite_JoinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_join: ((inputs: Company_Invite_JoinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invite_JoinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invite_JoinInputs = {
    company: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "Invitation sent to {email}." |
*
* @param {Company_Invitation_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invitation_sent: ((inputs: Company_Invitation_SentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invitation_SentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invitation_SentInputs = {
    email: NonNullable<unknown>;
};

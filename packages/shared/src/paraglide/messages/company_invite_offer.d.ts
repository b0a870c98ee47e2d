/**
* | output |
* | --- |
* | "{name} invites you to {company} as {role}. Bookings you make on its account are invoiced to the company." |
*
* @param {Company_Invite_OfferInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_offer: ((inputs: Company_Invite_OfferInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invite_OfferInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invite_OfferInputs = {
    name: NonNullable<unknown>;
    company: NonNullable<unknown>;
    role: NonNullable<unknown>;
};

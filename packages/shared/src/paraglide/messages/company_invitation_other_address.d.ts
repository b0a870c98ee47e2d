/**
* | output |
* | --- |
* | "This invitation was sent to {email}. Sign in with that address to accept it." |
*
* @param {Company_Invitation_Other_AddressInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invitation_other_address: ((inputs: Company_Invitation_Other_AddressInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invitation_Other_AddressInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invitation_Other_AddressInputs = {
    email: NonNullable<unknown>;
};

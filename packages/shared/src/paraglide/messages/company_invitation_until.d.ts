/**
* | output |
* | --- |
* | "{role}, until {day}" |
*
* @param {Company_Invitation_UntilInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invitation_until: ((inputs: Company_Invitation_UntilInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invitation_UntilInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invitation_UntilInputs = {
    role: NonNullable<unknown>;
    day: NonNullable<unknown>;
};

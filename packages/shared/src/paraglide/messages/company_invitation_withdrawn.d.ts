/**
* | output |
* | --- |
* | "The invitation is withdrawn: its link no longer works." |
*
* @param {Company_Invitation_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invitation_withdrawn: ((inputs?: Company_Invitation_WithdrawnInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invitation_WithdrawnInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invitation_WithdrawnInputs = {};

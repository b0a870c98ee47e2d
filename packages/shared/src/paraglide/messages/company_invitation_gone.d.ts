/**
* | output |
* | --- |
* | "This invitation has been used, withdrawn or has expired. Ask the company's admin for a new one." |
*
* @param {Company_Invitation_GoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invitation_gone: ((inputs?: Company_Invitation_GoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invitation_GoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invitation_GoneInputs = {};

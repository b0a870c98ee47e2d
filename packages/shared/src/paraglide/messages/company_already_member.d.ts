/**
* | output |
* | --- |
* | "This person is already a member of the company." |
*
* @param {Company_Already_MemberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_already_member: ((inputs?: Company_Already_MemberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Already_MemberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Already_MemberInputs = {};

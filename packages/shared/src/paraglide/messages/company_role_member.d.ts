/**
* | output |
* | --- |
* | "Member" |
*
* @param {Company_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_role_member: ((inputs?: Company_Role_MemberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Role_MemberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Role_MemberInputs = {};

/**
* | output |
* | --- |
* | "You are not a member of that company, so you cannot book on its account." |
*
* @param {Company_Not_MemberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_not_member: ((inputs?: Company_Not_MemberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Not_MemberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Not_MemberInputs = {};

/**
* | output |
* | --- |
* | "That person is not a member of the company." |
*
* @param {Company_Member_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_member_not_found: ((inputs?: Company_Member_Not_FoundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Member_Not_FoundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Member_Not_FoundInputs = {};

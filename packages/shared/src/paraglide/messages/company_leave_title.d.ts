/**
* | output |
* | --- |
* | "Leave {company}?" |
*
* @param {Company_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_leave_title: ((inputs: Company_Leave_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Leave_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Leave_TitleInputs = {
    company: NonNullable<unknown>;
};

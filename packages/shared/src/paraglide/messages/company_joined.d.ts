/**
* | output |
* | --- |
* | "You are now a member of {company}." |
*
* @param {Company_JoinedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_joined: ((inputs: Company_JoinedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_JoinedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_JoinedInputs = {
    company: NonNullable<unknown>;
};

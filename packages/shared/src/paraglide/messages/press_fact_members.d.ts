/**
* | output |
* | --- |
* | "Members" |
*
* @param {Press_Fact_MembersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_members: ((inputs?: Press_Fact_MembersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Fact_MembersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_Fact_MembersInputs = {};

/**
* | output |
* | --- |
* | "Founded" |
*
* @param {Press_Fact_FoundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_founded: ((inputs?: Press_Fact_FoundedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Fact_FoundedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_Fact_FoundedInputs = {};

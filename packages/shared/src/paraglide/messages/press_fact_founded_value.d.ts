/**
* | output |
* | --- |
* | "2024, Nairobi" |
*
* @param {Press_Fact_Founded_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_founded_value: ((inputs?: Press_Fact_Founded_ValueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Fact_Founded_ValueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_Fact_Founded_ValueInputs = {};

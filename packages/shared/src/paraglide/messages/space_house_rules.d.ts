/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Space_House_RulesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_house_rules: ((inputs?: Space_House_RulesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_House_RulesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_House_RulesInputs = {};

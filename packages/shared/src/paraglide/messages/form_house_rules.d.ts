/**
* | output |
* | --- |
* | "House rules (optional)" |
*
* @param {Form_House_RulesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_house_rules: ((inputs?: Form_House_RulesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_House_RulesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_House_RulesInputs = {};

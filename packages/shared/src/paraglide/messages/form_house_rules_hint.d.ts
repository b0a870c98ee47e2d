/**
* | output |
* | --- |
* | "What guests agree to when they book: noise, food, smoking, cleaning." |
*
* @param {Form_House_Rules_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_house_rules_hint: ((inputs?: Form_House_Rules_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_House_Rules_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_House_Rules_HintInputs = {};

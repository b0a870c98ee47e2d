/**
* | output |
* | --- |
* | "Clear the choice" |
*
* @param {Company_Clear_ChoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_clear_choice: ((inputs?: Company_Clear_ChoiceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Clear_ChoiceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Clear_ChoiceInputs = {};

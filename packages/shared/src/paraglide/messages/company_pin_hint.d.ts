/**
* | output |
* | --- |
* | "The company's PIN, as on its KRA certificate." |
*
* @param {Company_Pin_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_pin_hint: ((inputs?: Company_Pin_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Pin_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Pin_HintInputs = {};

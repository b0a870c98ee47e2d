/**
* | output |
* | --- |
* | "With request to book you accept or decline each request within 24 hours; guests pay after you accept." |
*
* @param {Rules_Mode_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_mode_hint: ((inputs?: Rules_Mode_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Mode_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Mode_HintInputs = {};

/**
* | output |
* | --- |
* | "Never share M-Pesa PINs, passwords or personal documents." |
*
* @param {Forum_Rule_PinsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_rule_pins: ((inputs?: Forum_Rule_PinsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Rule_PinsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Rule_PinsInputs = {};

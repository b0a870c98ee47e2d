/**
* | output |
* | --- |
* | "Be kind and respectful; no harassment or hate speech." |
*
* @param {Forum_Rule_KindInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_rule_kind: ((inputs?: Forum_Rule_KindInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Rule_KindInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Rule_KindInputs = {};

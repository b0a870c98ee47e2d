/**
* | output |
* | --- |
* | "No spam, self-promotion or unsolicited offers." |
*
* @param {Forum_Rule_SpamInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_rule_spam: ((inputs?: Forum_Rule_SpamInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Rule_SpamInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Rule_SpamInputs = {};

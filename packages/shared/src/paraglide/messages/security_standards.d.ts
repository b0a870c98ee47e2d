/**
* | output |
* | --- |
* | "Standards and certifications" |
*
* @param {Security_StandardsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_standards: ((inputs?: Security_StandardsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_StandardsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_StandardsInputs = {};

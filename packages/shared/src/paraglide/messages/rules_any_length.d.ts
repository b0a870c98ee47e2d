/**
* | output |
* | --- |
* | "Any length" |
*
* @param {Rules_Any_LengthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_any_length: ((inputs?: Rules_Any_LengthInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Any_LengthInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Any_LengthInputs = {};

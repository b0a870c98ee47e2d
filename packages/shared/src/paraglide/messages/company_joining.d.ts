/**
* | output |
* | --- |
* | "Joining..." |
*
* @param {Company_JoiningInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_joining: ((inputs?: Company_JoiningInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_JoiningInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_JoiningInputs = {};

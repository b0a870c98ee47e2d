/**
* | output |
* | --- |
* | "That company was not found." |
*
* @param {Company_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_not_found: ((inputs?: Company_Not_FoundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Not_FoundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Not_FoundInputs = {};

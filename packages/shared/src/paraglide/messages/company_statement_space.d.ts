/**
* | output |
* | --- |
* | "Space and time" |
*
* @param {Company_Statement_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_space: ((inputs?: Company_Statement_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Statement_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Statement_SpaceInputs = {};

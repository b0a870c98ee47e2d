/**
* | output |
* | --- |
* | "Technology Partner" |
*
* @param {Partner_TechnologyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partner_technology: ((inputs?: Partner_TechnologyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partner_TechnologyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partner_TechnologyInputs = {};

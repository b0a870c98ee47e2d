/**
* | output |
* | --- |
* | "Company accounts" |
*
* @param {Archive_Section_CompaniesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_companies: ((inputs?: Archive_Section_CompaniesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_CompaniesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_CompaniesInputs = {};

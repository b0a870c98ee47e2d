/**
* | output |
* | --- |
* | "Company accounts" |
*
* @param {Menu_CompaniesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_companies: ((inputs?: Menu_CompaniesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CompaniesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_CompaniesInputs = {};

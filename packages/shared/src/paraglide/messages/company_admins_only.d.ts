/**
* | output |
* | --- |
* | "Only the company's admins can do that." |
*
* @param {Company_Admins_OnlyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_admins_only: ((inputs?: Company_Admins_OnlyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Admins_OnlyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Admins_OnlyInputs = {};

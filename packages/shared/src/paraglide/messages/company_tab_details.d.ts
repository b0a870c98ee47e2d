/**
* | output |
* | --- |
* | "Details" |
*
* @param {Company_Tab_DetailsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_tab_details: ((inputs?: Company_Tab_DetailsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Tab_DetailsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Tab_DetailsInputs = {};

/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Legal_On_PageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const legal_on_page: ((inputs?: Legal_On_PageInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_On_PageInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_On_PageInputs = {};

/**
* | output |
* | --- |
* | "date must be today or later" |
*
* @param {Search_Past_DateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_past_date: ((inputs?: Search_Past_DateInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Past_DateInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Past_DateInputs = {};

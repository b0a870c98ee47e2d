/**
* | output |
* | --- |
* | "From" |
*
* @param {Filter_FromInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_from: ((inputs?: Filter_FromInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filter_FromInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filter_FromInputs = {};

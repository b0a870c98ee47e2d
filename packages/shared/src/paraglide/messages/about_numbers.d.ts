/**
* | output |
* | --- |
* | "Nafasi in numbers" |
*
* @param {About_NumbersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const about_numbers: ((inputs?: About_NumbersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_NumbersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_NumbersInputs = {};

/**
* | output |
* | --- |
* | "How would you like to pay for this booking?" |
*
* @param {Pay_Choose_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_choose_description: ((inputs?: Pay_Choose_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Choose_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Choose_DescriptionInputs = {};

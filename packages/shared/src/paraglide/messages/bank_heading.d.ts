/**
* | output |
* | --- |
* | "Or pay by bank transfer or Pesalink" |
*
* @param {Bank_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_heading: ((inputs?: Bank_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_HeadingInputs = {};

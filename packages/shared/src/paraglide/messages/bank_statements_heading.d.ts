/**
* | output |
* | --- |
* | "Latest statements" |
*
* @param {Bank_Statements_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_statements_heading: ((inputs?: Bank_Statements_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Statements_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Statements_HeadingInputs = {};

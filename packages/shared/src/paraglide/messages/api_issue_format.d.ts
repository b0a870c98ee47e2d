/**
* | output |
* | --- |
* | "Invalid format" |
*
* @param {Api_Issue_FormatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_issue_format: ((inputs?: Api_Issue_FormatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Issue_FormatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Issue_FormatInputs = {};

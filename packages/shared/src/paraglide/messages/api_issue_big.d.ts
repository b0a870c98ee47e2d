/**
* | output |
* | --- |
* | "Too big" |
*
* @param {Api_Issue_BigInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_issue_big: ((inputs?: Api_Issue_BigInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Issue_BigInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Issue_BigInputs = {};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Pay_ContinueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_continue: ((inputs?: Pay_ContinueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_ContinueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_ContinueInputs = {};

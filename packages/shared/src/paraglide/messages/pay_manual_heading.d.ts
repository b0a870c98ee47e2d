/**
* | output |
* | --- |
* | "Or pay from the M-Pesa menu yourself:" |
*
* @param {Pay_Manual_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_manual_heading: ((inputs?: Pay_Manual_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Manual_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Manual_HeadingInputs = {};
